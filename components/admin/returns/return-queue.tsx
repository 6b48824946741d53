'use client';
// The console's returns queue (/admin/returns): each request's order number, buyer, dates, reason,
// refund and status, oldest first; a Pending one has its Approve and Reject in its row, a decided
// one its rejection's reason or the buyer's own cancel. A decision is said in the live region above
// the table, and the page is read again. The queue stays mounted when the page is read again, even
// when the last request left it (`empty` shows then), so the decision's message stays where it was said.
import type { ReactNode } from 'react';
import { PersonCell } from '@/components/admin-console/person-cell';
import { useStepDone } from '@/components/admin-console/use-step-done';
import { FormStatus } from '@/components/forms/form-status';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { StatusChip } from '@/components/ui/status-chip';
import table from '@/components/ui/table.module.scss';
import type { AdminReturnRequest } from '@/lib/domain/account';
import { returnStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { RETURN_MESSAGES } from '@/lib/messages/catalogue';
import styles from './admin-returns.module.scss';
import { ReturnDecision } from './return-decision';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Order' },
  { label: 'Buyer' },
  { label: 'Requested' },
  { label: 'Reason' },
  { label: 'Refund', numeric: true },
  { label: 'Status' },
  { label: 'Actions', hidden: true },
];

interface ReturnQueueProps {
  requests: AdminReturnRequest[];
  caption: string;
  /** What shows when this page has no requests. */
  empty: ReactNode;
}

export function ReturnQueue({ requests, caption, empty }: ReturnQueueProps) {
  const [notice, decided] = useStepDone();

  return (
    <>
      <FormStatus>{notice}</FormStatus>
      <DataTable
        caption={caption}
        columns={COLUMNS}
        rows={requests}
        empty={empty}
        row={(request) => (
          <tr key={request.id}>
            <th scope="row">{request.orderNumber}</th>
            <td>
              <PersonCell person={request.buyer} />
            </td>
            <td>{formatDate(request.date, 'medium')}</td>
            <td className={table.wrap}>{request.reason}</td>
            <td className={table.numeric}>{formatKsh(request.refund)}</td>
            <td className={table.wrap}>
              <StatusChip status={request.status} tone={returnStatusTone(request.status)} />
              {request.status !== 'Pending' ? <p className={styles.muted}>{formatDate(request.updatedAt, 'medium')}</p> : null}
              {request.decisionReason ? <p className={styles.muted}>Reason: {request.decisionReason}</p> : null}
              {request.canceledByBuyer ? <p className={styles.muted}>{RETURN_MESSAGES.canceledByBuyer}</p> : null}
            </td>
            <td>{request.status === 'Pending' ? <ReturnDecision request={request} onDecided={decided} /> : null}</td>
          </tr>
        )}
      />
    </>
  );
}
