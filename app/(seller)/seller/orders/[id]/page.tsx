// /seller/orders/{id} (issue 32, point 4): the shop's part of one order, with the buyer's name and
// address, the lines with their SKU, the timeline, the packing slip and the steps its state allows.
// Another shop's order does not exist for this seller: the API answers 404, so does this page.
// Per request for the signed-in seller; anyone else gets the seller pages' 403.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from '@/components/account/account.module.scss';
import { OrderHeader } from '@/components/orders/order-parts';
import button from '@/components/ui/button.module.scss';
import { SellerOrderActions } from '@/components/seller/orders/seller-order-actions';
import { SellerOrderDetail } from '@/components/seller/orders/seller-order-detail';
import { endIfUnauthorised } from '@/lib/account/load';
import { handlers, pages } from '@/lib/routing/urls';
import { sellerSession } from '@/lib/session/staff';
import { isNotFound } from '@/lib/upstream/client';
import { getSellerOrder } from '@/lib/upstream/seller-orders';
import { parseId } from '@/contract/rules/ids';

export const metadata: Metadata = { title: 'Order', robots: { index: false } };

export default async function SellerOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const id = parseId(raw);
  const here = id === null ? pages.sellerOrders : pages.sellerOrder(id);
  // The layout shows anyone but a seller the 403 page; this page reads nothing for them.
  const session = await sellerSession(here);
  if (!session) return null;
  if (id === null) notFound();

  const result = endIfUnauthorised(await getSellerOrder(session.accessToken, id), here);
  if (!result.ok) {
    if (isNotFound(result.error)) notFound();
    throw new Error(`Seller order ${id} could not be loaded (${result.error.kind} ${result.error.status})`);
  }
  const order = result.data;

  return (
    <div className={styles.page}>
      <OrderHeader
        trail={{ href: pages.sellerOrders, label: 'Orders' }}
        number={order.number}
        actions={
          <a href={handlers.packingSlip(order.id)} className={`${button.button} ${button.secondary}`} download>
            Packing slip (PDF)
          </a>
        }
      />
      <SellerOrderActions orderId={order.id} state={order.state} />
      <SellerOrderDetail order={order} />
    </div>
  );
}
