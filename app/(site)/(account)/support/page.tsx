// Support Tickets (spec sections 2, 4 and 8): the buyer's tickets, newest activity first, page by
// page; each subject opens its conversation. A link to CreateTicket, the "New message" modal, and
// the option to hide the sidebar and breadcrumb.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Pagination } from '@/components/ui/pagination';
import { pageHref } from '@/lib/routing/search-params';
import { HideMenuToggle } from '@/components/support/hide-menu-toggle';
import { NewTicketDialog } from '@/components/support/new-ticket-dialog';
import { CATEGORY_LABELS, STATUS_LABELS } from '@/components/support/ticket-labels';
import { StatusChip } from '@/components/ui/status-chip';
import styles from '@/components/account/account.module.scss';
import support from '@/components/support/support.module.scss';
import button from '@/components/ui/button.module.scss';
import table from '@/components/ui/table.module.scss';
import { pagedAccountPage, readOrEnd } from '@/lib/account/load';
import type { SearchParams } from '@/lib/routing/search-params';
import { ticketStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { listTickets } from '@/lib/upstream/tickets';
import { pages } from '@/lib/routing/urls';
import { ScrollTable } from '@/components/ui/scroll-table';

export const metadata: Metadata = { title: 'Support Tickets', robots: { index: false } };

export default async function SupportTicketsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { page, here, session } = await pagedAccountPage(pages.supportTickets, searchParams);
  const tickets = readOrEnd(await listTickets(session.accessToken, page), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <h1 className={styles.title}>Support Tickets</h1>
          <HideMenuToggle />
        </div>
        <p className={styles.lead}>Questions about an order, a delivery or a payment? Our support team answers here.</p>
        <div className={styles.actions}>
          <Link href={pages.newSupportTicket} className={`${button.button} ${button.primary}`}>
            Create Ticket
          </Link>
          <NewTicketDialog />
        </div>
      </header>
      {!tickets ? (
        <p className={styles.problem} role="alert">
          {SUPPORT_MESSAGES.loadFailed}
        </p>
      ) : tickets.items.length === 0 ? (
        <div className={styles.empty}>
          <p>You have no support tickets yet.</p>
          {page > 1 ? <Link href={pages.supportTickets}>Back to the first page</Link> : <Link href={pages.newSupportTicket}>Create your first ticket</Link>}
        </div>
      ) : (
        <>
          <ScrollTable>
            <table className={table.table}>
              <caption className={table.caption}>Your support tickets, latest activity first</caption>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">Category</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last update</th>
                </tr>
              </thead>
              <tbody>
                {tickets.items.map((ticket) => (
                  <tr key={ticket.id}>
                    <th scope="row" className={support.subject}>
                      <Link href={pages.supportTicket(ticket.id)} className={table.link}>
                        {ticket.subject}
                      </Link>
                    </th>
                    <td>{CATEGORY_LABELS[ticket.category]}</td>
                    <td>
                      <StatusChip status={STATUS_LABELS[ticket.status]} tone={ticketStatusTone(ticket.status)} />
                    </td>
                    <td>
                      <time dateTime={ticket.updatedAt}>{formatDate(ticket.updatedAt, 'dateTime')}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <Pagination page={tickets.page} lastPage={tickets.lastPage} hrefFor={(page) => pageHref(pages.supportTickets, page)} />
        </>
      )}
    </div>
  );
}
