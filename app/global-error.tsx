'use client';
// The root layout itself failed: this replaces the whole document, so it brings its own
// <html>, fonts and styles, and no header (the header is what may have failed).
import { StatusPage } from '@/components/layout/status-page';
import button from '@/components/ui/button.module.scss';
import { RetryButton } from '@/components/ui/retry-button';
import { useLogError } from '@/components/ui/use-log-error';
import { fontVariables } from './fonts';
import '@/styles/globals.scss';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useLogError(error);

  return (
    <html lang="en" className={fontVariables}>
      <body>
        <title>Something went wrong</title>
        <main id="main-content">
          <StatusPage
            eyebrow="Error"
            title="Something went wrong"
            actions={
              <>
                <RetryButton retry={retry} />
                {/* A full page load: the app's router may be what broke. */}
                {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose, not the router */}
                <a href="/" className={`${button.button} ${button.secondary}`}>
                  Go to the home page
                </a>
              </>
            }
          >
            <p>The marketplace couldn&apos;t load. Please try again in a moment.</p>
          </StatusPage>
        </main>
      </body>
    </html>
  );
}
