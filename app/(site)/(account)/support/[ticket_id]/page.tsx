// One support ticket (spec sections 3 and 4): its subject, status, category, priority, order and
// dates, the opening text, the conversation oldest first, and the reply form. Another buyer's
// ticket does not exist for this one (the API answers 404, so does this page); an admin sees any
// ticket, answers it as support and sets its status.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TicketConversation } from '@/components/support/ticket-conversation';
import { TicketReplyForm } from '@/components/support/ticket-reply-form';
import { TicketStatusForm } from '@/components/support/ticket-status-form';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS } from '@/components/support/ticket-labels';
import { StatusChip } from '@/components/ui/status-chip';
import styles from '@/components/account/account.module.scss';
import support from '@/components/support/support.module.scss';
import { accountSession, isMissing, readOrEnd } from '@/lib/account/load';
import { ticketStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { getTicket } from '@/lib/upstream/tickets';
import { pages } from '@/lib/routing/urls';
import { parseId } from '@/contract/rules/ids';

export const metadata: Metadata = { title: 'Support ticket', robots: { index: false } };

export default async function SupportTicketPage({ params }: { params: Promise<{ ticket_id: string }> }) {
  const { ticket_id: raw } = await params;
  const here = pages.supportTicket(raw);
  const session = await accountSession(here);
  const ticketId = parseId(raw);
  if (ticketId === null) notFound();

  const result = await getTicket(session.accessToken, ticketId);
  if (isMissing(result)) notFound();
  const ticket = readOrEnd(result, here);
  const isAdmin = session.user.userType === 'admin';

  if (!ticket) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Support ticket</h1>
        <p className={styles.problem} role="alert">
          {SUPPORT_MESSAGES.ticketFailed}
        </p>
        <p>
          <Link href={pages.supportTickets}>Back to your support tickets</Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.muted}>
          <Link href={pages.supportTickets}>Support Tickets</Link> / Ticket #{ticket.id}
        </p>
        <div className={styles.headerRow}>
          <h1 className={styles.title}>{ticket.subject}</h1>
          <StatusChip status={STATUS_LABELS[ticket.status]} tone={ticketStatusTone(ticket.status)} />
        </div>
      </header>

      <section className={styles.card} aria-labelledby="ticket-details-heading">
        <h2 id="ticket-details-heading" className={styles.cardTitle}>
          Ticket #{ticket.id}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Category</dt>
            <dd>{CATEGORY_LABELS[ticket.category]}</dd>
          </div>
          <div>
            <dt>Priority</dt>
            <dd>{PRIORITY_LABELS[ticket.priority]}</dd>
          </div>
          <div>
            <dt>Order</dt>
            <dd>
              {ticket.orderId && ticket.orderNumber && !isAdmin ? (
                <Link href={pages.order(ticket.orderId)}>{ticket.orderNumber}</Link>
              ) : (
                (ticket.orderNumber ?? 'None')
              )}
            </dd>
          </div>
          <div>
            <dt>Opened</dt>
            <dd>
              <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt, 'dateTime')}</time>
            </dd>
          </div>
          <div>
            <dt>Last update</dt>
            <dd>
              <time dateTime={ticket.updatedAt}>{formatDate(ticket.updatedAt, 'dateTime')}</time>
            </dd>
          </div>
        </dl>
        <h3 className={styles.cardTitle}>Description</h3>
        <p className={support.description}>{ticket.description || '-'}</p>
      </section>

      {isAdmin ? <TicketStatusForm key={ticket.status} ticketId={ticket.id} status={ticket.status} /> : null}
      <TicketConversation messages={ticket.messages} />
      <TicketReplyForm ticketId={ticket.id} asStaff={isAdmin} />
    </div>
  );
}
