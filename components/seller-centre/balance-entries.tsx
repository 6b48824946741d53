// The entries behind a shop's balance, newest first: when, what moved (a delivery held, a return
// given back, a settlement made available), for which order, in which account, and how much.
import table from '@/components/ui/table.module.scss';
import account from '@/components/account/account.module.scss';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { BalanceEntry } from '@/lib/domain/seller-balance';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { BALANCE_ACCOUNT_LABELS, BALANCE_ENTRY_LABELS } from '@/contract/rules/payouts';

export function BalanceEntries({ entries }: { entries: BalanceEntry[] }) {
  return (
    <ScrollTable>
      <table className={table.table}>
        <caption className={table.caption}>Entries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Entry</th>
            <th scope="col">Order</th>
            <th scope="col">Balance</th>
            <th scope="col" className={table.numeric}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{formatDate(e.at, 'medium')}</td>
              <td>{BALANCE_ENTRY_LABELS[e.kind]}</td>
              <td>{e.orderNumber ?? '-'}</td>
              <td>{BALANCE_ACCOUNT_LABELS[e.account]}</td>
              <td className={`${table.numeric} ${e.amount < 0 ? account.negative : account.positive}`}>
                {e.amount > 0 ? '+' : ''}
                {formatKsh(e.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
