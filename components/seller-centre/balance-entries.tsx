// The entries behind a shop's balance, newest first: when, what moved (a delivery held, a return
// given back, a settlement made available, a payout), for which order, in which balance, and how much.
import { AmountCell } from '@/components/account/amount-cell';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { BALANCE_ACCOUNT_LABELS, BALANCE_ENTRY_LABELS } from '@/contract/rules/payouts';
import type { BalanceEntry } from '@/lib/domain/seller-balance';
import { formatDate } from '@/lib/format/date';

const COLUMNS: readonly TableColumn[] = [{ label: 'Date' }, { label: 'Entry' }, { label: 'Order' }, { label: 'Balance' }, { label: 'Amount', numeric: true }];

/** The page's list says when there are none (PagedAccountList). */
export function BalanceEntries({ entries }: { entries: BalanceEntry[] }) {
  return (
    <DataTable
      caption="Entries, newest first"
      columns={COLUMNS}
      rows={entries}
      empty={null}
      row={(e) => (
        <tr key={e.id}>
          <td>{formatDate(e.at, 'medium')}</td>
          <td>{BALANCE_ENTRY_LABELS[e.kind]}</td>
          <td>{e.orderNumber ?? '-'}</td>
          <td>{BALANCE_ACCOUNT_LABELS[e.account]}</td>
          <AmountCell amount={e.amount} />
        </tr>
      )}
    />
  );
}
