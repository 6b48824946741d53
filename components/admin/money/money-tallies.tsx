// The payouts by state and the refunds due, each as how many and what they come to. The refunds
// lead to the orders marked for a refund, the list where a person makes them.
import Link from 'next/link';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import table from '@/components/ui/table.module.scss';
import { PAYOUT_STATES } from '@/contract/rules/payouts';
import type { AdminMoney, MoneyTally } from '@/lib/domain/admin-money';
import { formatNumber } from '@/lib/format/count';
import { formatKsh } from '@/lib/format/money';
import { PAYOUT_TALLY_LABELS } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';

const COLUMNS: readonly TableColumn[] = [{ label: 'What' }, { label: 'How many', numeric: true }, { label: 'Amount', numeric: true }];

interface TallyRow extends MoneyTally {
  label: string;
  href?: string;
}

export function MoneyTallies({ money }: { money: AdminMoney }) {
  const rows: TallyRow[] = [
    ...PAYOUT_STATES.map((state) => ({ label: PAYOUT_TALLY_LABELS[state], ...money.payouts[state] })),
    { label: 'Refunds due', ...money.refundsDue, href: pages.adminOrders({ payment_status: 'refund_due' }) },
  ];
  return (
    <DataTable
      caption="Payouts by state, and the refunds due"
      columns={COLUMNS}
      rows={rows}
      empty={null}
      row={(row) => (
        <tr key={row.label}>
          <th scope="row">
            {row.href ? (
              <Link href={row.href} className={table.link}>
                {row.label}
              </Link>
            ) : (
              row.label
            )}
          </th>
          <td className={table.numeric}>{formatNumber(row.count)}</td>
          <td className={table.numeric}>{formatKsh(row.amount)}</td>
        </tr>
      )}
    />
  );
}
