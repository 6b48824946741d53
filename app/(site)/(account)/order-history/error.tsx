'use client';
import { useEffect } from 'react';
import styles from '@/components/account/account.module.scss';
import button from '@/components/ui/button.module.scss';

export default function OrderHistoryError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Order history</h1>
      <p className={styles.problem} role="alert">
        Failed to load orders
      </p>
      <div>
        <button type="button" className={`${button.button} ${button.primary}`} onClick={() => retry()}>
          Try again
        </button>
      </div>
    </div>
  );
}
