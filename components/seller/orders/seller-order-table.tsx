// The shop's orders (/seller/orders): order number linking to the order (new ones marked "New"),
// date, buyer, items, the total of the shop's lines and the state.
import Link from 'next/link';
import { ScrollTable } from '@/components/ui/scroll-table';
import styles from '@/components/ui/table.module.scss';
import type { SellerOrderSummary } from '@/lib/domain/seller-orders';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { pages } from '@/lib/routing/urls';
import { FulfilmentStateChip } from './fulfilment-state-chip';
import own from './seller-orders.module.scss';

export function SellerOrderTable({ orders }: { orders: SellerOrderSummary[] }) {
  return (
    <ScrollTable>
      <table className={styles.table}>
        <caption className={styles.caption}>Your shop’s orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Buyer</th>
            <th scope="col" className={styles.numeric}>
              Items
            </th>
            <th scope="col" className={styles.numeric}>
              Total
            </th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link href={pages.sellerOrder(order.id)} className={styles.link}>
                  {order.number}
                </Link>
                {order.isNew ? <span className={own.new}>New</span> : null}
              </th>
              <td>{formatDate(order.createdAt, 'medium')}</td>
              <td>{order.buyerName}</td>
              <td className={styles.numeric}>{order.itemCount}</td>
              <td className={styles.numeric}>{formatKsh(order.total)}</td>
              <td>
                <FulfilmentStateChip state={order.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
