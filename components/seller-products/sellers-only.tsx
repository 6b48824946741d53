// What a signed-in buyer or admin sees on a seller page: the 403 words, a way to apply to sell, and
// no seller data. The seller centre's layout guards the same way; the pages check again themselves.
import Link from 'next/link';
import { SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import styles from './seller-products.module.scss';

export function SellersOnly() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{SELLER_PRODUCT_MESSAGES.forSellers}</h1>
      <p className={styles.lead}>
        <Link href={pages.sell}>Apply to sell</Link> or go back to the <Link href={pages.home}>marketplace</Link>.
      </p>
    </div>
  );
}
