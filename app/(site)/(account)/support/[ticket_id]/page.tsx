// One support ticket (spec sections 3 and 4): its subject, status, category, priority, order and
// dates, the opening text, the conversation oldest first, and the reply form. Another buyer's
// ticket does not exist for this one (the API answers 404, so does this page); an admin sees any
// ticket, answers it as support and sets its status (the console's page, /admin/support/{id}, is
// where admins do it day to day).
import type { Metadata } from 'next';
import Link from 'next/link';
import { TicketConversation } from '@/components/support/ticket-conversation';
import { TicketOverview } from '@/components/support/ticket-overview';
import { TicketReplyForm } from '@/components/support/ticket-reply-form';
import { TicketStatusForm } from '@/components/support/ticket-status-form';
import styles from '@/components/account/account.module.scss';
import { accountSession } from '@/lib/account/load';
import { SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { readTicketOr404 } from '@/lib/support/load';

export const metadata: Metadata = { title: 'Support ticket', robots: { index: false } };

export default async function SupportTicketPage({ params }: { params: Promise<{ ticket_id: string }> }) {
  const { ticket_id: raw } = await params;
  const here = pages.supportTicket(raw);
  const session = await accountSession(here);
  const ticket = await readTicketOr404(session.accessToken, raw, here);
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
      <TicketOverview
        ticket={ticket}
        trail={
          <p className={styles.muted}>
            <Link href={pages.supportTickets}>Support Tickets</Link> / Ticket #{ticket.id}
          </p>
        }
        order={
          ticket.orderId && ticket.orderNumber && !isAdmin ? (
            <Link href={pages.order(ticket.orderId)}>{ticket.orderNumber}</Link>
          ) : (
            (ticket.orderNumber ?? 'None')
          )
        }
      />
      {isAdmin ? <TicketStatusForm key={ticket.status} ticketId={ticket.id} status={ticket.status} /> : null}
      <TicketConversation messages={ticket.messages} />
      <TicketReplyForm ticketId={ticket.id} asStaff={isAdmin} />
    </div>
  );
}
