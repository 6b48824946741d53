'use client';
import Link from 'next/link';
import { AccountError } from '@/components/account/account-error';
import button from '@/components/ui/button.module.scss';
import { pages } from '@/lib/routing/urls';

export default function SellerOrderError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <AccountError title="Order" message="Failed to load the order. Please try again in a moment." error={error} retry={retry}>
      <Link href={pages.sellerOrders} className={`${button.button} ${button.secondary}`}>
        Orders
      </Link>
    </AccountError>
  );
}
