// The payouts and the refunds by state, each as how many and what they come to.
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import table from '@/components/ui/table.module.scss';
import { PAYOUT_STATES } from '@/contract/rules/payouts';
import { REFUND_STATES } from '@/contract/rules/refunds';
import type { AdminMoney, MoneyTally } from '@/lib/domain/admin-money';
import { formatNumber } from '@/lib/format/count';
import { formatKsh } from '@/lib/format/money';
import { PAYOUT_TALLY_LABELS, REFUND_TALLY_LABELS } from '@/lib/messages/catalogue';

const COLUMNS: readonly TableColumn[] = [{ label: 'What' }, { label: 'How many', numeric: true }, { label: 'Amount', numeric: true }];

interface TallyRow extends MoneyTally {
  label: string;
}

export function MoneyTallies({ money }: { money: AdminMoney }) {
  const rows: TallyRow[] = [
    ...PAYOUT_STATES.map((state) => ({ label: PAYOUT_TALLY_LABELS[state], ...money.payouts[state] })),
    ...REFUND_STATES.map((state) => ({ label: REFUND_TALLY_LABELS[state], ...money.refunds[state] })),
  ];
  return (
    <DataTable
      caption="Payouts and refunds by state"
      columns={COLUMNS}
      rows={rows}
      empty={null}
      row={(row) => (
        <tr key={row.label}>
          <th scope="row">{row.label}</th>
          <td className={table.numeric}>{formatNumber(row.count)}</td>
          <td className={table.numeric}>{formatKsh(row.amount)}</td>
        </tr>
      )}
    />
  );
}
