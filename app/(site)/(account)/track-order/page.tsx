// Track Order: the buyer's order by its number (trimmed, as spec section 5 asks), from
// GET /orders/track/{number}. A GET form, so `?number=` is the page's own address. Below the
// order's own journey, each shop's shipment with its timeline (server-rendered: no JavaScript needed).
import type { Metadata } from 'next';
import Link from 'next/link';
import { OrderShipments } from '@/components/orders/order-shipments';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { PaymentStateChip } from '@/components/orders/payment-state-chip';
import styles from '@/components/account/account.module.scss';
import orders from '@/components/orders/orders.module.scss';
import { TrackOrderForm } from '@/components/orders/track-order-form';
import { TrackingSteps } from '@/components/orders/tracking-steps';
import { accountSession, endIfUnauthorised } from '@/lib/account/load';
import { ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { trackOrder } from '@/lib/upstream/orders';
import { firstParam, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { isRefused } from '@/lib/upstream/client';

export const metadata: Metadata = { title: 'Track order', robots: { index: false } };

export default async function TrackOrderPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).number;
  const submitted = raw !== undefined;
  const number = firstParam(raw).slice(0, 100);
  const here = pages.trackOrder(number);
  const session = await accountSession(here);

  let error: string | null = null;
  let found: Awaited<ReturnType<typeof trackOrder>> | null = null;
  if (submitted && !number) error = ORDER_MESSAGES.numberRequired;
  if (number) {
    found = endIfUnauthorised(await trackOrder(session.accessToken, number), here);
    if (!found.ok) {
      error = isRefused(found.error) ? ORDER_MESSAGES.notFound : ORDER_MESSAGES.trackingUnavailable;
    }
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Track order</h1>
        <p className={styles.lead}>Enter the order number from your confirmation, such as ORD-2026-000123.</p>
      </header>
      <TrackOrderForm number={number} error={error} />
      {found?.ok && (
        <section className={styles.card} aria-labelledby="tracking-heading">
          <h2 id="tracking-heading" className={styles.cardTitle}>
            Order {found.data.order.number}
          </h2>
          <p>
            Status: <OrderStatusChip status={found.data.tracking.status} /> Payment: <PaymentStateChip state={found.data.order.paymentState} />
          </p>
          <TrackingSteps tracking={found.data.tracking} />
          <p>
            <Link href={pages.order(found.data.order.id)} className={orders.link}>
              View the order
            </Link>
          </p>
        </section>
      )}
      {found?.ok && <OrderShipments orderId={found.data.order.id} shipments={found.data.order.shipments} />}
    </div>
  );
}
