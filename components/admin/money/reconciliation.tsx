// The reconciliation, made at each visit: when it was checked, whether every provider's ledger account agrees
// with the provider's own records (a disagreement is an alert: money is missing or unexplained),
// and each provider's books, records and difference, a difference other than 0 marked.
import account from '@/components/account/account.module.scss';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import table from '@/components/ui/table.module.scss';
import type { AdminMoney } from '@/lib/domain/admin-money';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { ADMIN_MONEY_MESSAGES } from '@/lib/messages/catalogue';
import styles from './admin-money.module.scss';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Provider' },
  { label: 'Books', numeric: true },
  { label: 'Records', numeric: true },
  { label: 'Difference', numeric: true },
];

export function Reconciliation({ reconciliation }: { reconciliation: AdminMoney['reconciliation'] }) {
  const { checkedAt, lines, differences } = reconciliation;
  return (
    <section className={styles.section} aria-labelledby="reconciliation-heading">
      <h2 id="reconciliation-heading" className={account.cardTitle}>
        Reconciliation
      </h2>
      <p className={styles.muted}>
        Checked <time dateTime={checkedAt}>{formatDate(checkedAt, 'dateTime')}</time>: each provider&apos;s account in the books against the provider&apos;s own
        records.
      </p>
      {differences === 0 ? (
        <p className={styles.agree}>{ADMIN_MONEY_MESSAGES.agree}</p>
      ) : (
        <p className={account.problem} role="alert">
          {ADMIN_MONEY_MESSAGES.disagree(differences)}
        </p>
      )}
      <DataTable
        caption="Each provider: the books against its records"
        columns={COLUMNS}
        rows={lines}
        empty={<p className={styles.muted}>{ADMIN_MONEY_MESSAGES.noProviders}</p>}
        row={(line) => (
          <tr key={line.provider}>
            <th scope="row">{line.provider}</th>
            <td className={table.numeric}>{formatKsh(line.ledger)}</td>
            <td className={table.numeric}>{formatKsh(line.records)}</td>
            <td className={table.numeric}>
              {line.difference === 0 ? formatKsh(0) : <strong className={account.negative}>{formatKsh(line.difference)}</strong>}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
