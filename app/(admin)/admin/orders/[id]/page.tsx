// /admin/orders/{id} (issue 33, point 4): one order in the console, with its lines, payments and
// what their providers recorded, each shop's shipment with its events, its history (shipments,
// payments, admins' actions), and the Cancel form while nothing of it has shipped. Per request and
// private; anyone but an admin gets the console's 403 and this page reads nothing for them.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import account from '@/components/account/account.module.scss';
import { OrderCancelForm } from '@/components/admin/orders/order-cancel-form';
import { OrderHistory } from '@/components/admin/orders/order-history';
import { OrderLines } from '@/components/admin/orders/order-lines';
import { OrderPayments } from '@/components/admin/orders/order-payments';
import { OrderShipments } from '@/components/admin/orders/order-shipments';
import { OrderSummary } from '@/components/admin/orders/order-summary';
import { OrderHeader } from '@/components/orders/order-parts';
import orders from '@/components/orders/orders.module.scss';
import { parseId } from '@/contract/rules/ids';
import { endIfUnauthorised } from '@/lib/account/load';
import { adminSession } from '@/lib/session/staff';
import { pages } from '@/lib/routing/urls';
import { isNotFound } from '@/lib/upstream/client';
import { getAdminOrder } from '@/lib/upstream/admin-orders';

export const metadata: Metadata = { title: 'Order', robots: { index: false } };

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const id = parseId(raw);
  const here = id === null ? pages.adminOrders() : pages.adminOrder(id);
  const session = await adminSession(here);
  if (!session) return null;
  if (id === null) notFound();

  const result = endIfUnauthorised(await getAdminOrder(session.accessToken, id), here);
  if (!result.ok) {
    if (isNotFound(result.error)) notFound();
    throw new Error(`Admin order ${id} could not be loaded (${result.error.kind} ${result.error.status})`);
  }
  const order = result.data;

  return (
    <div className={account.page}>
      <OrderHeader trail={{ href: pages.adminOrders(), label: 'Orders' }} number={order.orderNumber} />
      <div className={orders.detail}>
        <OrderSummary order={order} />
        <OrderLines lines={order.lines} />
        <OrderPayments payments={order.payments} />
        <OrderShipments shipments={order.shipments} />
        <OrderHistory history={order.history} />
        <OrderCancelForm orderId={order.id} orderNumber={order.orderNumber} total={order.total} cancellable={order.cancellable} />
      </div>
    </div>
  );
}
