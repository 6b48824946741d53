'use client';
// A page failed to render. The header stays (it is in the root layout); this replaces the page.
import Link from 'next/link';
import { StatusPage } from '@/components/layout/status-page';
import button from '@/components/ui/button.module.scss';
import { RetryButton } from '@/components/ui/retry-button';
import { useLogError } from '@/components/ui/use-log-error';
import { pages } from '@/lib/routing/urls';

export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  useLogError(error);

  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;

  return (
    <main id="main-content" tabIndex={-1}>
      <StatusPage
        eyebrow="Error"
        title="Something went wrong"
        actions={
          <>
            <RetryButton retry={retry} />
            <Link href={pages.home} className={`${button.button} ${button.secondary}`}>
              Go to the home page
            </Link>
          </>
        }
      >
        <p>We couldn&apos;t load this page just now. Please try again in a moment.</p>
        {digest && <p>Reference: {digest}</p>}
      </StatusPage>
    </main>
  );
}
