// An order's lines in the console, each with its shop.
import { OrderLinesTable } from '@/components/orders/order-parts';
import orders from '@/components/orders/orders.module.scss';
import type { AdminOrderLine } from '@/lib/domain/admin-orders';

export function OrderLines({ lines }: { lines: AdminOrderLine[] }) {
  return (
    <section className={orders.card} aria-labelledby="admin-order-lines">
      <h2 id="admin-order-lines" className={orders.cardTitle}>
        Items
      </h2>
      <OrderLinesTable lines={lines} caption="The order’s lines" withShop />
    </section>
  );
}
