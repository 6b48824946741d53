// The support inbox's table: each ticket's subject (to its page), buyer, status, priority,
// category, newest message and number of messages, newest message first.
import Link from 'next/link';
import { PersonCell } from '@/components/admin-console/person-cell';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS } from '@/components/support/ticket-labels';
import { ScrollTable } from '@/components/ui/scroll-table';
import { StatusChip } from '@/components/ui/status-chip';
import table from '@/components/ui/table.module.scss';
import type { AdminSupportTicket } from '@/lib/domain/admin-support';
import { ticketStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { pages } from '@/lib/routing/urls';
import styles from './admin-support.module.scss';

export function InboxTable({ tickets }: { tickets: AdminSupportTicket[] }) {
  return (
    <ScrollTable>
      <table className={table.table}>
        <caption className={table.caption}>Support tickets, newest message first</caption>
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">Buyer</th>
            <th scope="col">Status</th>
            <th scope="col">Priority</th>
            <th scope="col">Category</th>
            <th scope="col">Last activity</th>
            <th scope="col" className={table.numeric}>
              Messages
            </th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id}>
              <th scope="row">
                <Link href={pages.adminTicket(ticket.id)} className={styles.subject}>
                  {ticket.subject}
                </Link>
                <span className={styles.muted}>#{ticket.id}</span>
              </th>
              <td>
                <PersonCell person={ticket.buyer} />
              </td>
              <td>
                <StatusChip status={STATUS_LABELS[ticket.status]} tone={ticketStatusTone(ticket.status)} />
              </td>
              <td>{PRIORITY_LABELS[ticket.priority]}</td>
              <td>{CATEGORY_LABELS[ticket.category]}</td>
              <td>
                <time dateTime={ticket.lastMessageAt}>{formatDate(ticket.lastMessageAt, 'dateTime')}</time>
              </td>
              <td className={table.numeric}>{ticket.messageCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
