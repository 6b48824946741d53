// One order: its lines, where it goes, the totals it was charged, payment and invoice.
import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { OrderDetail as Order } from '@/lib/domain/orders';
import { formatKsh } from '@/lib/format/money';
import { formatDate } from '@/lib/format/date';
import { pages } from '@/lib/routing/urls';
import { OrderFacts, OrderTotals, ShippingAddress } from './order-parts';
import { OrderStatusChip } from './order-status-chip';
import { PaymentStateChip } from './payment-state-chip';
import styles from './orders.module.scss';

const capitalise = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

export function OrderDetail({ order }: { order: Order }) {
  // Paid in parts (the wallet's and M-Pesa's or the card's), or part paid: each part is listed.
  const split = order.paymentParts.length > 1 || (order.paymentParts.length === 1 && order.amountDue > 0);
  return (
    <div className={styles.detail}>
      <OrderFacts
        facts={[
          ['Status', <OrderStatusChip key="status" status={order.status} />],
          ['Payment status', <PaymentStateChip key="payment" state={order.paymentState} />],
          ['Placed', formatDate(order.createdAt, 'dateTime')],
          ['Buyer', order.buyer.name],
        ]}
      />

      <section className={styles.card} aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className={styles.cardTitle}>
          Items
        </h2>
        <ul className={styles.items}>
          {order.lines.map((item, index) => (
            <li key={`${item.productId ?? item.sku}-${index}`} className={styles.item}>
              <div className={styles.itemImage}>
                <FallbackImage src={item.image} alt="" width={64} height={64} sizes="64px" />
              </div>
              <div>
                <p className={styles.itemName}>
                  {item.productId ? (
                    <Link href={pages.product(item.productId)} className={styles.link}>
                      {item.name}
                    </Link>
                  ) : (
                    item.name
                  )}
                </p>
                <p className={styles.muted}>
                  {item.quantity} × {formatKsh(item.unitPrice)}
                  <span className={styles.sku}> · SKU {item.sku}</span>
                </p>
              </div>
              <p className={styles.itemTotal}>{formatKsh(item.lineTotal)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="order-address-heading">
          <h2 id="order-address-heading" className={styles.cardTitle}>
            Shipping address
          </h2>
          <ShippingAddress lines={order.shippingAddress} />
        </section>

        <section className={styles.card} aria-labelledby="order-payment-heading">
          <h2 id="order-payment-heading" className={styles.cardTitle}>
            Payment
          </h2>
          <dl className={styles.pairs}>
            <div>
              <dt>Payment</dt>
              <dd>{order.payment ? `${capitalise(order.payment.status)} (${order.payment.processor})` : capitalise(order.financialStatus)}</dd>
            </div>
            {order.payment?.status === 'completed' && order.payment.receipt && (
              <div>
                <dt>Receipt</dt>
                <dd>{order.payment.receipt}</dd>
              </div>
            )}
            {order.payment?.status === 'completed' && order.payment.processedAt && (
              <div>
                <dt>Paid on</dt>
                <dd>{formatDate(order.payment.processedAt, 'dateTime')}</dd>
              </div>
            )}
            {split &&
              order.paymentParts.map((part) => (
                <div key={part.id}>
                  <dt>Paid by {part.processor}</dt>
                  <dd>
                    {formatKsh(part.amount)}
                    {part.receipt && ` (receipt ${part.receipt})`}
                  </dd>
                </div>
              ))}
            {split && order.amountDue > 0 && (
              <div>
                <dt>Left to pay</dt>
                <dd>{formatKsh(order.amountDue)}</dd>
              </div>
            )}
            {order.canPay && order.paymentDueAt && (
              <div>
                <dt>Pay by</dt>
                <dd>{formatDate(order.paymentDueAt, 'dateTime')}</dd>
              </div>
            )}
            <div>
              <dt>Invoice</dt>
              <dd>{order.invoice ? `${order.invoice.number} (${order.invoice.status})` : 'Not issued yet'}</dd>
            </div>
          </dl>
          {order.invoice && (
            <Link href={pages.invoices} className={styles.link}>
              See your invoices
            </Link>
          )}
        </section>

        <OrderTotals totals={order} headingId="order-totals-heading" />
      </div>
    </div>
  );
}
