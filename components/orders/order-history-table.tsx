// The buyer's orders (spec: Order History): order number linking to the order, buyer name,
// status chip and total in Ksh.
import Link from 'next/link';
import { formatKsh } from '@/lib/format/money';
import { formatDate } from '@/lib/format/date';
import { OrderStatusChip } from './order-status-chip';
import styles from '@/components/ui/table.module.scss';

export interface OrderRow {
  order_id: number;
  order_number: string;
  buyer: { name: string };
  order_status: string;
  total_amount: number;
  created_at: string;
}

export function OrderHistoryTable({ orders }: { orders: OrderRow[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Buyer</th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.numeric}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.order_id}>
              <th scope="row">
                <Link href={`/order/${order.order_id}`} className={styles.link}>
                  {order.order_number}
                </Link>
              </th>
              <td>{formatDate(order.created_at, 'medium')}</td>
              <td>{order.buyer.name}</td>
              <td>
                <OrderStatusChip status={order.order_status} />
              </td>
              <td className={styles.numeric}>{formatKsh(order.total_amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
