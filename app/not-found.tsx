import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteFooter } from '@/components/layout/site-footer';
import { COPYRIGHT_YEAR } from '@/lib/messages/brand';
import { SearchForm } from '@/components/layout/search-form';
import { StatusPage } from '@/components/layout/status-page';
import button from '@/components/ui/button.module.scss';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Page not found' };

// Rendered inside the root layout only, so it brings its own <main> and footer.
export default function NotFound() {
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <StatusPage
          eyebrow="Error 404"
          title="We couldn't find that page"
          actions={
            <>
              <Link href={pages.marketplace} className={`${button.button} ${button.primary}`}>
                Browse the marketplace
              </Link>
              <Link href={pages.home} className={`${button.button} ${button.secondary}`}>
                Go to the home page
              </Link>
            </>
          }
        >
          <p>The link may be old, or the piece may have found a home. Try a search, or start from one of these:</p>
          <SearchForm id="not-found-search" label="Search the marketplace" />
        </StatusPage>
      </main>
      <SiteFooter year={COPYRIGHT_YEAR} />
    </>
  );
}
