'use client';
// What an account page's error.tsx shows in the page's place (the sidebar stays): the page's
// heading, the message as an alert, and Try again with any other way on beside it.
import type { ReactNode } from 'react';
import { RetryButton } from '@/components/ui/retry-button';
import { useLogError } from '@/components/ui/use-log-error';
import styles from './account.module.scss';

interface AccountErrorProps {
  title: string;
  message: string;
  error: unknown;
  retry: () => void;
  /** Links beside Try again. */
  children?: ReactNode;
}

export function AccountError({ title, message, error, retry, children }: AccountErrorProps) {
  useLogError(error);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.problem} role="alert">
        {message}
      </p>
      <div className={styles.actions}>
        <RetryButton retry={retry} />
        {children}
      </div>
    </div>
  );
}
