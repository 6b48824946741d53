import Link from 'next/link';
import { StatusPage } from '@/components/layout/status-page';
import button from '@/components/ui/button.module.scss';
import { pages } from '@/lib/routing/urls';

// Inside the site layout, which owns <main> and the footer.
export default function ProductNotFound() {
  return (
    <StatusPage
      eyebrow="Error 404"
      title="We couldn't find that piece"
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
      <p>It may have sold out for good, or the link may be mistyped. Plenty more pieces are waiting in the marketplace.</p>
    </StatusPage>
  );
}
