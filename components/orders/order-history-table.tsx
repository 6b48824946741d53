// The buyer's orders (spec: Order History): order number linking to the order, buyer name,
// status chip with the payment's state beside it, and total in Ksh.
import Link from 'next/link';
import { formatKsh } from '@/lib/format/money';
import { formatDate } from '@/lib/format/date';
import { pages } from '@/lib/routing/urls';
import { OrderStatusChip } from './order-status-chip';
import { PaymentStateChip } from './payment-state-chip';
import type { OrderSummary } from '@/lib/domain/orders';
import styles from '@/components/ui/table.module.scss';
import { ScrollTable } from '@/components/ui/scroll-table';

export function OrderHistoryTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <ScrollTable>
      <table className={styles.table}>
        <caption className={styles.caption}>Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Buyer</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
            <th scope="col" className={styles.numeric}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link href={pages.order(order.id)} className={styles.link}>
                  {order.number}
                </Link>
              </th>
              <td>{formatDate(order.createdAt, 'medium')}</td>
              <td>{order.buyerName}</td>
              <td>
                <OrderStatusChip status={order.status} />
              </td>
              <td>
                <PaymentStateChip state={order.paymentState} />
              </td>
              <td className={styles.numeric}>{formatKsh(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
