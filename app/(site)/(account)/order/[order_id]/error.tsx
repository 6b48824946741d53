'use client';
import Link from 'next/link';
import { useEffect } from 'react';
import styles from '@/components/account/account.module.scss';
import button from '@/components/ui/button.module.scss';
import { pages } from '@/lib/routing/urls';

export default function OrderError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your order</h1>
      <p className={styles.problem} role="alert">
        Failed to load the order. Please try again in a moment.
      </p>
      <div className={styles.actions}>
        <button type="button" className={`${button.button} ${button.primary}`} onClick={() => retry()}>
          Try again
        </button>
        <Link href={pages.orderHistory} className={`${button.button} ${button.secondary}`}>
          Order history
        </Link>
      </div>
    </div>
  );
}
