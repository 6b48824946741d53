'use client';
// The cart page failed to render; the site's header and footer stay.
import styles from '@/components/cart/cart-page.module.scss';
import { RetryButton } from '@/components/ui/retry-button';
import { useLogError } from '@/components/ui/use-log-error';
import { CART_MESSAGES } from '@/lib/messages/catalogue';

export default function CartError({ error, retry }: { error: unknown; retry: () => void }) {
  useLogError(error);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your cart</h1>
      <div className={styles.problem} role="alert">
        <p>{CART_MESSAGES.pageLoadFailed}</p>
        <RetryButton retry={retry} />
      </div>
    </div>
  );
}
