// An order's history in the console, oldest first: placed, each payment, each shipment's steps and
// each admin's action (with who took it).
import orders from '@/components/orders/orders.module.scss';
import type { AdminOrderHistoryItem } from '@/lib/domain/admin-orders';
import { formatDate } from '@/lib/format/date';
import styles from './admin-orders.module.scss';

const KIND_WORDS: Record<AdminOrderHistoryItem['kind'], string> = { order: 'Order', shipment: 'Shipment', payment: 'Payment', admin: 'Admin' };

export function OrderHistory({ history }: { history: AdminOrderHistoryItem[] }) {
  return (
    <section className={orders.card} aria-labelledby="admin-order-history">
      <h2 id="admin-order-history" className={orders.cardTitle}>
        History
      </h2>
      <ol className={styles.history}>
        {history.map((item, index) => (
          <li key={index} className={styles.historyItem}>
            <span>
              <strong>{KIND_WORDS[item.kind]}:</strong> {item.text}
            </span>
            <span className={styles.muted}>
              <time dateTime={item.at}>{formatDate(item.at, 'dateTime')}</time>
              {item.by ? ` by ${item.by}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
