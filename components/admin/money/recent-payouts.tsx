// The newest payouts of every shop (the API's 20): when each was asked for, the shop, how much, its
// state, and M-Pesa's receipt once paid or why it failed.
import account from '@/components/account/account.module.scss';
import { PayoutOutcomeCells } from '@/components/staff/payout-outcome-cells';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import table from '@/components/ui/table.module.scss';
import type { AdminPayout } from '@/lib/domain/admin-money';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { ADMIN_MONEY_MESSAGES } from '@/lib/messages/catalogue';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Requested' },
  { label: 'Shop' },
  { label: 'Amount', numeric: true },
  { label: 'Status' },
  { label: 'Receipt or reason' },
];

export function RecentPayouts({ payouts }: { payouts: AdminPayout[] }) {
  return (
    <DataTable
      caption="The newest payouts of every shop, newest first"
      columns={COLUMNS}
      rows={payouts}
      empty={
        <div className={account.empty}>
          <p>{ADMIN_MONEY_MESSAGES.noPayouts}</p>
        </div>
      }
      row={(payout) => (
        <tr key={payout.id}>
          <td>{formatDate(payout.requestedAt, 'dateTime')}</td>
          <td className={table.wrap}>{payout.shop.name}</td>
          <td className={table.numeric}>{formatKsh(payout.amount)}</td>
          <PayoutOutcomeCells payout={payout} />
        </tr>
      )}
    />
  );
}
