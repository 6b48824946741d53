// What a signed-in buyer or admin sees in the seller centre: a 403 page with the ways on, and
// nothing of any seller's.
import Link from 'next/link';
import { StatusPage } from '@/components/layout/status-page';
import button from '@/components/ui/button.module.scss';
import { SELLER_CENTRE } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';

export function SellerForbidden() {
  return (
    <StatusPage
      eyebrow="Error 403"
      title={SELLER_CENTRE.sellersOnly}
      actions={
        <>
          <Link href={pages.sell} className={`${button.button} ${button.primary}`}>
            Become a seller
          </Link>
          <Link href={pages.home} className={`${button.button} ${button.secondary}`}>
            Go to the home page
          </Link>
        </>
      }
    >
      <p>{SELLER_CENTRE.sellersOnlyLead}</p>
    </StatusPage>
  );
}
