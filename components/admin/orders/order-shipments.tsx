// An order's shipments in the console: one per shop, its state, carrier and tracking number, the
// reason and refund of a cancel, and its dated events.
import orders from '@/components/orders/orders.module.scss';
import { FulfilmentStateChip } from '@/components/seller/orders/fulfilment-state-chip';
import type { AdminOrderShipment } from '@/lib/domain/admin-orders';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { SHIPMENT_MESSAGES } from '@/lib/messages/catalogue';
import styles from './admin-orders.module.scss';

export function OrderShipments({ shipments }: { shipments: AdminOrderShipment[] }) {
  return (
    <section className={orders.card} aria-labelledby="admin-order-shipments">
      <h2 id="admin-order-shipments" className={orders.cardTitle}>
        {SHIPMENT_MESSAGES.heading}
      </h2>
      {shipments.length === 0 ? <p className={orders.muted}>This order has no shipments.</p> : null}
      <div className={styles.shipments}>
        {shipments.map((shipment) => (
          <article key={shipment.id} className={styles.stack} aria-label={`Shipment from ${shipment.shop.name}`}>
            <h3 className={orders.cardTitle}>{shipment.shop.name}</h3>
            <div>
              <FulfilmentStateChip state={shipment.state} />
            </div>
            {shipment.carrier || shipment.trackingNumber ? (
              <p className={styles.muted}>
                {SHIPMENT_MESSAGES.carrier}: {shipment.carrier ?? '-'}, {SHIPMENT_MESSAGES.trackingNumber}: {shipment.trackingNumber ?? '-'}
              </p>
            ) : null}
            {shipment.cancelReason ? <p className={styles.muted}>Reason for canceling: {shipment.cancelReason}</p> : null}
            {shipment.refund !== null ? <p className={styles.muted}>Refunded to the buyer: {formatKsh(shipment.refund)}</p> : null}
            <ol className={styles.history}>
              {shipment.events.map((event, index) => (
                <li key={`${event.step}-${index}`} className={styles.historyItem}>
                  <span>
                    {event.step}
                    {event.note ? `: ${event.note}` : ''}
                  </span>
                  <time dateTime={event.at} className={styles.muted}>
                    {formatDate(event.at, 'dateTime')}
                  </time>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
