// The console's orders, newest first: each row's number (a link to the order), date, buyer, shops,
// total, order status and payment.
import Link from 'next/link';
import { PersonCell } from '@/components/admin-console/person-cell';
import orders from '@/components/orders/orders.module.scss';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { PaymentStateChip } from '@/components/orders/payment-state-chip';
import { ScrollTable } from '@/components/ui/scroll-table';
import table from '@/components/ui/table.module.scss';
import type { AdminOrderRow } from '@/lib/domain/admin-orders';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { pages } from '@/lib/routing/urls';

export function OrderTable({ rows }: { rows: AdminOrderRow[] }) {
  return (
    <ScrollTable>
      <table className={table.table}>
        <caption className={table.caption}>Orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Buyer</th>
            <th scope="col">Shops</th>
            <th scope="col" className={table.numeric}>
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link href={pages.adminOrder(order.id)} className={orders.link}>
                  {order.orderNumber}
                </Link>
              </th>
              <td>{formatDate(order.createdAt, 'dateTime')}</td>
              <td>
                <PersonCell person={order.buyer} />
              </td>
              <td className={table.wrap}>{order.shops.map((shop) => shop.name).join(', ') || '-'}</td>
              <td className={table.numeric}>{formatKsh(order.total)}</td>
              <td>
                <OrderStatusChip status={order.orderStatus} />
              </td>
              <td>
                <PaymentStateChip state={order.paymentState} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
