'use client';
// What a catalogue page's error.tsx shows: the spec's message (section 8) and a way to try again.
// The header and footer stay; only the page's content is replaced.
import Link from 'next/link';
import button from '@/components/ui/button.module.scss';
import { RetryButton } from '@/components/ui/retry-button';
import { useLogError } from '@/components/ui/use-log-error';
import { HTTP_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import styles from './catalogue-error.module.scss';

interface CatalogueErrorProps {
  /** The spec's message, e.g. 'Failed to load products'. */
  message: string;
  error: unknown;
  retry: () => void;
}

export function CatalogueError({ message, error, retry }: CatalogueErrorProps) {
  useLogError(error);
  return (
    <div className={styles.error} role="alert">
      <h1 className={styles.title}>{message}</h1>
      <p className={styles.body}>{HTTP_MESSAGES.unavailable}</p>
      <div className={styles.actions}>
        <RetryButton retry={retry} />
        <Link href={pages.home} className={`${button.button} ${button.secondary}`}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
