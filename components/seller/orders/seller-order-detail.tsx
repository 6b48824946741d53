// The shop's part of one order (/seller/orders/{id}): where it stands, the buyer and where it goes,
// the shop's lines with their SKU, and the timeline of its dated steps.
import { ScrollTable } from '@/components/ui/scroll-table';
import orders from '@/components/orders/orders.module.scss';
import table from '@/components/ui/table.module.scss';
import { SELLER_ORDER_EVENT_LABELS, type SellerOrderDetail as Order } from '@/lib/domain/seller-orders';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { SHIPMENT_MESSAGES } from '@/lib/messages/catalogue';
import { FulfilmentStateChip } from './fulfilment-state-chip';
import styles from './seller-orders.module.scss';

export function SellerOrderDetail({ order }: { order: Order }) {
  return (
    <div className={orders.detail}>
      <dl className={orders.facts}>
        <div>
          <dt>State</dt>
          <dd>
            <FulfilmentStateChip state={order.state} />
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatDate(order.createdAt, 'dateTime')}</dd>
        </div>
        <div>
          <dt>Your lines</dt>
          <dd>{formatKsh(order.total)}</dd>
        </div>
        {order.carrier ? (
          <div>
            <dt>{SHIPMENT_MESSAGES.carrier}</dt>
            <dd>{order.carrier}</dd>
          </div>
        ) : null}
        {order.trackingNumber ? (
          <div>
            <dt>{SHIPMENT_MESSAGES.trackingNumber}</dt>
            <dd>{order.trackingNumber}</dd>
          </div>
        ) : null}
        {order.cancelReason ? (
          <div>
            <dt>Reason for canceling</dt>
            <dd>{order.cancelReason}</dd>
          </div>
        ) : null}
        {order.refund !== null ? (
          <div>
            <dt>Refunded to the buyer</dt>
            <dd>{formatKsh(order.refund)}</dd>
          </div>
        ) : null}
      </dl>

      <section className={orders.card} aria-labelledby="seller-order-lines">
        <h2 id="seller-order-lines" className={orders.cardTitle}>
          Items
        </h2>
        <ScrollTable>
          <table className={table.table}>
            <caption className={table.caption}>Your shop’s lines of this order</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col" className={table.numeric}>
                  Quantity
                </th>
                <th scope="col" className={table.numeric}>
                  Unit price
                </th>
                <th scope="col" className={table.numeric}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={`${line.sku}-${index}`}>
                  <th scope="row">{line.name}</th>
                  <td>{line.sku}</td>
                  <td className={table.numeric}>{line.quantity}</td>
                  <td className={table.numeric}>{formatKsh(line.unitPrice)}</td>
                  <td className={table.numeric}>{formatKsh(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </section>

      <div className={styles.columns}>
        <section className={orders.card} aria-labelledby="seller-order-address">
          <h2 id="seller-order-address" className={orders.cardTitle}>
            Ship to
          </h2>
          <p className={styles.buyer}>{order.buyerName}</p>
          {order.shippingAddress ? (
            <address className={orders.address}>
              {order.shippingAddress.map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </address>
          ) : (
            <p className={orders.muted}>No shipping address was recorded.</p>
          )}
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
