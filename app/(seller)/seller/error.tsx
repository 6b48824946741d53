'use client';
// A seller centre page that failed to render: the centre's header stays, this takes the page's place.
import { AccountError } from '@/components/account/account-error';

export default function SellerPageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <AccountError title="Something went wrong" message="This page could not be loaded. Please try again." error={error} retry={retry} />;
}
