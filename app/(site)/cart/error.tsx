'use client';
// The cart page failed to render; the site's header and footer stay.
import { useEffect } from 'react';
import styles from '@/components/cart/cart-page.module.scss';
import button from '@/components/ui/button.module.scss';
import { CART_MESSAGES } from '@/lib/messages/catalogue';

export default function CartError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your cart</h1>
      <div className={styles.problem} role="alert">
        <p>{CART_MESSAGES.pageLoadFailed}</p>
        <button type="button" className={`${button.button} ${button.primary}`} onClick={() => retry()}>
          Try again
        </button>
      </div>
    </div>
  );
}
