import Link from 'next/link';
import { StatusPage } from '@/components/layout/status-page';
import { GALLERIES } from '@/components/shops/sellers-hub';
import button from '@/components/ui/button.module.scss';

// Inside the seller-gallery layout, which owns <main> and the footer.
export default function ShopNotFound() {
  return (
    <StatusPage
      eyebrow="Error 404"
      title="We couldn't find that shop"
      actions={
        <>
          <Link href={GALLERIES.brand.path} className={`${button.button} ${button.primary}`}>
            Browse {GALLERIES.brand.title}
          </Link>
          <Link href={GALLERIES.individual.path} className={`${button.button} ${button.secondary}`}>
            Browse {GALLERIES.individual.title}
          </Link>
        </>
      }
    >
      <p>The link may be mistyped, or the shop may have closed. Plenty of other makers are waiting in the Sellers Hub.</p>
    </StatusPage>
  );
}
