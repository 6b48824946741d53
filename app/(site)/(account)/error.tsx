'use client';
// An account page that failed to render: the sidebar stays, this takes the page's place.
import { useEffect } from 'react';
import styles from '@/components/account/account.module.scss';
import button from '@/components/ui/button.module.scss';

export default function AccountError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.problem} role="alert">
        This page could not be loaded. Please try again.
      </p>
      <div>
        <button type="button" className={`${button.button} ${button.primary}`} onClick={() => retry()}>
          Try again
        </button>
      </div>
    </div>
  );
}
