import Link from 'next/link';
import styles from '@/components/account/account.module.scss';
import button from '@/components/ui/button.module.scss';
import { ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';

export default function SellerOrderNotFound() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{ORDER_MESSAGES.missing}</h1>
      <p className={styles.lead}>There is no order with this number in your shop.</p>
      <div>
        <Link href={pages.sellerOrders} className={`${button.button} ${button.primary}`}>
          Go to your orders
        </Link>
      </div>
    </div>
  );
}
