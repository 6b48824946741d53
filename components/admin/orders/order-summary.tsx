// One order in the console (/admin/orders/{id}): where it and its money stand, the buyer, the
// totals, and where it goes.
import orders from '@/components/orders/orders.module.scss';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { PaymentStateChip } from '@/components/orders/payment-state-chip';
import type { AdminOrder } from '@/lib/domain/admin-orders';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import styles from './admin-orders.module.scss';

export function OrderSummary({ order }: { order: AdminOrder }) {
  return (
    <>
      <dl className={orders.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <OrderStatusChip status={order.orderStatus} />
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            <PaymentStateChip state={order.paymentState} />
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatDate(order.createdAt, 'dateTime')}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatKsh(order.total)}</dd>
        </div>
      </dl>
      <div className={orders.columns}>
        <section className={orders.card} aria-labelledby="admin-order-buyer">
          <h2 id="admin-order-buyer" className={orders.cardTitle}>
            Buyer
          </h2>
          <div className={styles.stack}>
            <span>{order.buyer.name}</span>
            <span className={styles.muted}>{order.buyer.email}</span>
          </div>
          {order.address.length > 0 ? (
            <address className={orders.address}>
              {order.address.map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </address>
          ) : (
            <p className={orders.muted}>No shipping address was recorded.</p>
          )}
        </section>
        <section className={orders.card} aria-labelledby="admin-order-totals">
          <h2 id="admin-order-totals" className={orders.cardTitle}>
            Totals
          </h2>
          <dl className={orders.totals}>
            <div>
              <dt>Subtotal</dt>
              <dd>{formatKsh(order.subtotal)}</dd>
            </div>
            <div>
              <dt>Discount</dt>
              <dd>{formatKsh(order.discount)}</dd>
            </div>
            <div>
              <dt>Shipping</dt>
              <dd>{formatKsh(order.shipping)}</dd>
            </div>
            <div>
              <dt>Tax</dt>
              <dd>{formatKsh(order.tax)}</dd>
            </div>
            <div className={orders.grandTotal}>
              <dt>Total</dt>
              <dd>{formatKsh(order.total)}</dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  );
}
