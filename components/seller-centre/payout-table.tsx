// The shop's payouts, newest first: when each was asked for, how much, the M-Pesa number it went to
// (masked by the API), its state, and M-Pesa's receipt once paid or why it failed.
import styles from '@/components/account/account.module.scss';
import { PayoutOutcomeCells } from '@/components/staff/payout-outcome-cells';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import table from '@/components/ui/table.module.scss';
import type { Payout } from '@/lib/domain/seller-balance';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { SELLER_PAYOUT_MESSAGES } from '@/lib/messages/catalogue';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Requested' },
  { label: 'Amount', numeric: true },
  { label: 'M-Pesa number' },
  { label: 'Status' },
  { label: 'Receipt or reason' },
];

export function PayoutTable({ payouts }: { payouts: Payout[] }) {
  return (
    <DataTable
      caption="Payouts, newest first"
      columns={COLUMNS}
      rows={payouts}
      empty={
        <div className={styles.empty}>
          <p>{SELLER_PAYOUT_MESSAGES.noPayouts}</p>
        </div>
      }
      row={(payout) => (
        <tr key={payout.id}>
          <td>{formatDate(payout.requestedAt, 'medium')}</td>
          <td className={table.numeric}>{formatKsh(payout.amount)}</td>
          <td>{payout.phone}</td>
          <PayoutOutcomeCells payout={payout} />
        </tr>
      )}
    />
  );
}
