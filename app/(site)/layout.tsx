// Every page except the seller galleries: the page's content and the site footer.
// Pages render their content only; this layout owns the <main> landmark the skip link targets.
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { COPYRIGHT_YEAR } from '@/lib/messages/brand';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter year={COPYRIGHT_YEAR} />
    </>
  );
}
