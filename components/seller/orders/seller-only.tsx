// What a signed-in buyer (or operator) sees on a seller page: a clear 403, never a shop's data.
import Link from 'next/link';
import styles from '@/components/account/account.module.scss';
import button from '@/components/ui/button.module.scss';
import { SELLER_ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';

export function SellerOnly() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{SELLER_ORDER_MESSAGES.notSeller}</h1>
      <p className={styles.lead}>Sign in with your seller account, or apply to sell.</p>
      <div>
        <Link href={pages.sell} className={`${button.button} ${button.primary}`}>
          Become a seller
        </Link>
      </div>
    </div>
  );
}
