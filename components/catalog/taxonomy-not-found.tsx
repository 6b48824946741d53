import Link from 'next/link';
import { StatusPage } from '@/components/layout/status-page';
import button from '@/components/ui/button.module.scss';
import { pages } from '@/lib/routing/urls';

export type TaxonomyKind = 'category' | 'subcategory' | 'division';

/**
 * The 404 of a category, subcategory or division page (each route's not-found.tsx, and the page
 * itself through RenderedNotFound, so the HTML holds it). Inside the site layout, which owns
 * <main> and the footer.
 */
export function TaxonomyNotFound({ kind }: { kind: TaxonomyKind }) {
  return (
    <StatusPage
      eyebrow="Error 404"
      title={`We couldn't find that ${kind}`}
      actions={
        <>
          <Link href={pages.categories} className={`${button.button} ${button.primary}`}>
            See every category
          </Link>
          <Link href={pages.marketplace} className={`${button.button} ${button.secondary}`}>
            Browse the marketplace
          </Link>
        </>
      }
    >
      <p>The link may be old, or the {kind} may have been renamed. Every category and its pieces are a click away.</p>
    </StatusPage>
  );
}
