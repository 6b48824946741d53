// The Refunds section of an order's page (issue 34, point 3): each refund's amount, where it goes
// (back to the M-Pesa number or card that paid, or the wallet), its state in words, the provider's
// receipt once it arrived, its date and its credit note. Nothing shows for an order without refunds.
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { StatusChip } from '@/components/ui/status-chip';
import table from '@/components/ui/table.module.scss';
import type { OrderRefund } from '@/lib/domain/orders';
import { paymentStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { REFUND_MESSAGES, REFUND_STATE_LABELS } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './orders.module.scss';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Amount', numeric: true },
  { label: 'To' },
  { label: 'State' },
  { label: REFUND_MESSAGES.receipt },
  { label: 'Date' },
  { label: REFUND_MESSAGES.creditNote, hidden: true },
];

export function OrderRefunds({ refunds }: { refunds: OrderRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="order-refunds-heading">
      <h2 id="order-refunds-heading" className={styles.cardTitle}>
        {REFUND_MESSAGES.heading}
      </h2>
      <DataTable
        caption="The refunds of this order, oldest first"
        columns={COLUMNS}
        rows={refunds}
        empty={null}
        row={(refund) => (
          <tr key={refund.id}>
            <th scope="row" className={table.numeric}>
              {formatKsh(refund.amount)}
            </th>
            <td>{refund.destination}</td>
            <td>
              <StatusChip status={REFUND_STATE_LABELS[refund.status]} tone={paymentStatusTone(refund.status)} />
            </td>
            <td>{refund.status === 'completed' && refund.receipt ? refund.receipt : '-'}</td>
            <td>{formatDate(refund.completedAt ?? refund.createdAt, 'medium')}</td>
            <td>
              {/* A file, not a page: a plain link so the browser downloads it. */}
              <a href={handlers.creditNote(refund.id)} download className={table.link}>
                {REFUND_MESSAGES.creditNote}
                <span className={table.caption}> for the refund of {formatKsh(refund.amount)}</span>
              </a>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
