'use client';
// The success state of checkout: the spec's message, the API's order number and a link to it, and
// the payment step (issue 23): the order is placed unpaid, its stock held while the buyer pays.
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { CHECKOUT_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { PaymentPanel } from './payment-panel';
import button from '@/components/ui/button.module.scss';
import { formatKsh } from '@/lib/format/money';
import type { PlacedOrder } from '@/lib/cart/cart-client';
import styles from './checkout.module.scss';

export function OrderPlaced({ order }: { order: PlacedOrder }) {
  const ref = useRef<HTMLDivElement>(null);
  // The cart it replaces is gone: take keyboard and screen reader users to the news.
  useEffect(() => ref.current?.focus(), []);

  return (
    <>
      <div ref={ref} className={styles.placed} role="status" tabIndex={-1}>
        <h2 className={styles.placedTitle}>{CHECKOUT_MESSAGES.placed}</h2>
        <p>
          Your order number is <strong className={styles.orderNumber}>{order.number}</strong>. Total to pay: {formatKsh(order.total)}.
        </p>
        <div className={styles.actions}>
          <Link href={pages.order(order.id)} className={`${button.button} ${button.primary}`}>
            View your order
          </Link>
          <Link href={pages.orderHistory} className={`${button.button} ${button.secondary}`}>
            Order history
          </Link>
          <Link href={pages.marketplace} className={`${button.button} ${button.ghost}`}>
            Continue shopping
          </Link>
        </div>
      </div>
      <PaymentPanel orderId={order.id} orderNumber={order.number} amount={order.total} walletAvailable={order.walletAvailable} />
    </>
  );
}
