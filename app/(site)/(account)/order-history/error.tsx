'use client';
import { useEffect } from 'react';
import styles from '@/components/account/account.module.scss';
import button from '@/components/ui/button.module.scss';
import { ORDER_MESSAGES } from '@/lib/messages/catalogue';

export default function OrderHistoryError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Order history</h1>
      <p className={styles.problem} role="alert">
        {ORDER_MESSAGES.loadFailed}
      </p>
      <div>
        <button type="button" className={`${button.button} ${button.primary}`} onClick={() => retry()}>
          Try again
        </button>
      </div>
    </div>
  );
}
