// The shop's part of one order (/seller/orders/{id}): where it stands, the buyer and where it goes,
// the shop's lines with their SKU, and the timeline of its dated steps.
import { OrderFacts, OrderLinesTable, ShippingAddress } from '@/components/orders/order-parts';
import orders from '@/components/orders/orders.module.scss';
import { SELLER_ORDER_EVENT_LABELS, type SellerOrderDetail as Order } from '@/lib/domain/seller-orders';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { SHIPMENT_MESSAGES } from '@/lib/messages/catalogue';
import { FulfilmentStateChip } from './fulfilment-state-chip';
import styles from './seller-orders.module.scss';

export function SellerOrderDetail({ order }: { order: Order }) {
  return (
    <div className={orders.detail}>
      <OrderFacts
        facts={[
          ['State', <FulfilmentStateChip key="state" state={order.state} />],
          ['Placed', formatDate(order.createdAt, 'dateTime')],
          ['Your lines', formatKsh(order.total)],
          order.carrier ? [SHIPMENT_MESSAGES.carrier, order.carrier] : null,
          order.trackingNumber ? [SHIPMENT_MESSAGES.trackingNumber, order.trackingNumber] : null,
          order.cancelReason ? ['Reason for canceling', order.cancelReason] : null,
          order.refund !== null ? ['Refunded to the buyer', formatKsh(order.refund)] : null,
        ]}
      />

      <section className={orders.card} aria-labelledby="seller-order-lines">
        <h2 id="seller-order-lines" className={orders.cardTitle}>
          Items
        </h2>
        <OrderLinesTable lines={order.lines} caption="Your shop’s lines of this order" />
      </section>

      <div className={styles.columns}>
        <section className={orders.card} aria-labelledby="seller-order-address">
          <h2 id="seller-order-address" className={orders.cardTitle}>
            Ship to
          </h2>
          <p className={styles.buyer}>{order.buyerName}</p>
          <ShippingAddress lines={order.shippingAddress} />
        </section>

        <section className={orders.card} aria-labelledby="seller-order-timeline">
          <h2 id="seller-order-timeline" className={orders.cardTitle}>
            {SHIPMENT_MESSAGES.timeline}
          </h2>
          <ol className={styles.timeline}>
            {order.events.map((event, index) => (
              <li key={`${event.step}-${index}`} className={styles.event}>
                <span className={styles.eventStep}>{SELLER_ORDER_EVENT_LABELS[event.step]}</span>
                <time dateTime={event.at} className={styles.eventTime}>
                  {formatDate(event.at, 'dateTime')}
                </time>
                {event.note ? <span className={styles.eventNote}>{event.note}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
