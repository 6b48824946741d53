// An order's shipments (issue 32): one per shop of its lines, each with the shop (its public page),
// where it stands, the carrier and tracking number once shipped, and a timeline of its dated steps.
// Server-rendered, so Track Order shows it without JavaScript; on the order's own page a shipped
// parcel also offers "I received it" (`receivable`), the one client island here.
import Link from 'next/link';
import { StatusChip } from '@/components/ui/status-chip';
import type { OrderShipment } from '@/lib/domain/orders';
import { fulfilmentStateTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { SHIPMENT_MESSAGES, SHIPMENT_STATE_LABELS, SHIPMENT_STEP_LABELS } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { ReceiveParcelForm } from './receive-parcel-form';
import orders from './orders.module.scss';
import styles from './order-shipments.module.scss';

interface Props {
  orderId: number;
  shipments: OrderShipment[];
  /** Offer "I received it" on a shipped parcel (the order's page, not Track Order). */
  receivable?: boolean;
}

export function OrderShipments({ orderId, shipments, receivable = false }: Props) {
  // An API from before fulfilments lists none: the order's status says it all.
  if (shipments.length === 0) return null;
  return (
    <section className={orders.card} aria-labelledby="order-shipments-heading">
      <h2 id="order-shipments-heading" className={orders.cardTitle}>
        {SHIPMENT_MESSAGES.heading}
      </h2>
      <ul className={styles.shipments}>
        {shipments.map((shipment) => (
          <li key={shipment.id}>
            <ShipmentCard orderId={orderId} shipment={shipment} receivable={receivable} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShipmentCard({ orderId, shipment, receivable }: { orderId: number; shipment: OrderShipment; receivable: boolean }) {
  const headingId = `shipment-${shipment.id}-heading`;
  return (
    <article className={styles.shipment} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h3 id={headingId} className={styles.shop}>
          <Link href={pages.shop(shipment.shop.slug)} className={orders.link}>
            {shipment.shop.name}
          </Link>
        </h3>
        <StatusChip status={SHIPMENT_STATE_LABELS[shipment.state]} tone={fulfilmentStateTone(shipment.state)} />
      </header>
      <dl className={orders.pairs}>
        <div>
          <dt>{SHIPMENT_MESSAGES.carrier}</dt>
          <dd>{shipment.carrier ?? SHIPMENT_MESSAGES.notShippedYet}</dd>
        </div>
        <div>
          <dt>{SHIPMENT_MESSAGES.trackingNumber}</dt>
          <dd className={styles.tracking}>{shipment.trackingNumber ?? SHIPMENT_MESSAGES.notShippedYet}</dd>
        </div>
      </dl>
      {shipment.events.length > 0 && (
        <ol className={styles.timeline} aria-label={`${SHIPMENT_MESSAGES.timeline}: ${shipment.shop.name}`}>
          {shipment.events.map((event, index) => (
            <li key={`${event.step}-${index}`} className={styles.event}>
              <span className={styles.eventMarker} aria-hidden="true" />
              <span className={styles.eventStep}>{SHIPMENT_STEP_LABELS[event.step]}</span>
              <time dateTime={event.at} className={styles.eventDate}>
                {formatDate(event.at, 'dateTime')}
              </time>
            </li>
          ))}
        </ol>
      )}
      {receivable && shipment.state === 'shipped' && <ReceiveParcelForm orderId={orderId} fulfilmentId={shipment.id} shopName={shipment.shop.name} />}
    </article>
  );
}
