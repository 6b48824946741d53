'use client';
// The refunds to act on (issue 34, point 3), on /admin/money: each failed refund (and each pending
// one, marked as on its way) with its order (to the console's order page), buyer, amount, where it
// goes, how many times it was tried and the provider's reason for the last failure. A failed one has
// "Send again" and "Give to wallet" in its row; a step taken is said in the live region above the
// table and the page is read again. The table stays mounted, so the message stays where it was said.
import Link from 'next/link';
import { PersonCell } from '@/components/admin-console/person-cell';
import { useStepDone } from '@/components/admin-console/use-step-done';
import { FormStatus } from '@/components/forms/form-status';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { StatusChip } from '@/components/ui/status-chip';
import table from '@/components/ui/table.module.scss';
import type { AdminRefund } from '@/lib/domain/admin-money';
import { formatNumber } from '@/lib/format/count';
import { formatKsh } from '@/lib/format/money';
import { ADMIN_REFUND_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { RefundActions } from './refund-actions';
import styles from './admin-money.module.scss';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Order' },
  { label: 'Buyer' },
  { label: 'Amount', numeric: true },
  { label: 'Destination' },
  { label: 'Tries', numeric: true },
  { label: "Provider's reason" },
  { label: 'Actions', hidden: true },
];

interface RefundsToActOnProps {
  refunds: AdminRefund[];
  /** How many there are in all (the table shows the oldest). */
  total: number;
}

export function RefundsToActOn({ refunds, total }: RefundsToActOnProps) {
  const [notice, done] = useStepDone();
  return (
    <>
      <FormStatus>{notice}</FormStatus>
      <DataTable
        caption="Failed refunds and those on their way, oldest first"
        columns={COLUMNS}
        rows={refunds}
        empty={<p className={styles.muted}>{ADMIN_REFUND_MESSAGES.none}</p>}
        row={(refund) => (
          <tr key={refund.id}>
            <th scope="row">
              <Link href={pages.adminOrder(refund.orderId)} className={table.link}>
                {refund.orderNumber}
              </Link>
            </th>
            <td>
              <PersonCell person={refund.buyer} />
            </td>
            <td className={table.numeric}>{formatKsh(refund.amount)}</td>
            <td className={table.wrap}>{refund.destination}</td>
            <td className={table.numeric}>{formatNumber(refund.attempts)}</td>
            <td className={table.wrap}>{refund.failureReason ?? '-'}</td>
            <td>
              {refund.status === 'failed' ? (
                <RefundActions refund={refund} onDone={done} />
              ) : (
                <StatusChip status={ADMIN_REFUND_MESSAGES.onItsWay} tone="yellow" />
              )}
            </td>
          </tr>
        )}
      />
      {total > refunds.length ? <p className={styles.muted}>{ADMIN_REFUND_MESSAGES.more(refunds.length, total)}</p> : null}
    </>
  );
}
