// One of the buyer's orders (linked from Order History and from checkout's success message).
// Another buyer's order does not exist for this one: the API answers 404, so does this page.
// Its shipments follow the order, and a shipped parcel can be confirmed received here; its refunds
// say where each went and where it stands, each with its credit note.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { OrderDetail } from '@/components/orders/order-detail';
import { OrderHeader } from '@/components/orders/order-parts';
import { OrderPayment } from '@/components/orders/order-payment';
import { OrderRefunds } from '@/components/orders/order-refunds';
import { OrderShipments } from '@/components/orders/order-shipments';
import styles from '@/components/account/account.module.scss';
import orders from '@/components/orders/orders.module.scss';
import { accountSession, endIfUnauthorised } from '@/lib/account/load';
import { getOrder } from '@/lib/upstream/orders';
import { pages } from '@/lib/routing/urls';
import { isNotFound } from '@/lib/upstream/client';

export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ order_id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { order_id: raw } = await params;
  // Back from the card provider's page (it adds ?reference=…): the attempt is shown as it stands, paid or declined.
  const backFromCard = typeof (await searchParams).reference === 'string';
  const here = pages.order(raw);
  const session = await accountSession(here);
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1) notFound();

  const result = endIfUnauthorised(await getOrder(session.accessToken, Number(raw)), here);
  if (!result.ok) {
    if (isNotFound(result.error)) notFound();
    throw new Error(`Order ${raw} could not be loaded (${result.error.kind} ${result.error.status})`);
  }
  const { order } = result.data;

  return (
    <div className={styles.page}>
      <OrderHeader trail={{ href: pages.orderHistory, label: 'Order history' }} number={order.number} />
      <OrderPayment
        orderId={order.id}
        orderNumber={order.number}
        amount={order.amountDue}
        walletAvailable={order.walletAvailable}
        payable={order.canPay}
        pending={order.payment?.status === 'pending' || (backFromCard && order.payment?.method === 'card') ? order.payment : null}
      />
      <OrderDetail order={order} />
      <OrderRefunds refunds={order.refunds} />
      <OrderShipments orderId={order.id} shipments={order.shipments} receivable />
      <p>
        <Link href={pages.trackOrder(order.number)} className={orders.link}>
          Track this order
        </Link>
      </p>
    </div>
  );
}
