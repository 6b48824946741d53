// /admin/support/{id} (issue 33, point 6): one ticket in the console: its facts with the buyer (a
// link to their page under People), the opening text,
// the conversation oldest first, the status changer, and the answer form (as support, with the
// status the answer leaves; the buyer is e-mailed and reads it on /support/{id}). An unknown ticket
// is the 404 page. Per request and private: the layout shows anyone but an admin the 403 page, and
// this page reads nothing for them.
import type { Metadata } from 'next';
import Link from 'next/link';
import account from '@/components/account/account.module.scss';
import { PersonCell } from '@/components/admin-console/person-cell';
import { TicketConversation } from '@/components/support/ticket-conversation';
import { TicketOverview } from '@/components/support/ticket-overview';
import { TicketReplyForm } from '@/components/support/ticket-reply-form';
import { TicketStatusForm } from '@/components/support/ticket-status-form';
import { adminSession } from '@/lib/session/staff';
import { ADMIN_SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { readTicketOr404 } from '@/lib/support/load';

export const metadata: Metadata = { title: 'Support ticket', robots: { index: false } };

export default async function AdminTicketPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const here = pages.adminTicket(raw);
  const session = await adminSession(here);
  if (!session) return null;
  const ticket = await readTicketOr404(session.accessToken, raw, here);

  if (!ticket) {
    return (
      <div className={account.page}>
        <h1 className={account.title}>Support ticket</h1>
        <p className={account.problem} role="alert">
          {ADMIN_SUPPORT_MESSAGES.ticketFailed}
        </p>
        <p>
          <Link href={pages.adminSupport()}>Back to the support inbox</Link>
        </p>
      </div>
    );
  }

  return (
    <div className={account.page}>
      <TicketOverview
        ticket={ticket}
        trail={
          <p className={account.muted}>
            <Link href={pages.adminSupport()}>Support</Link> / Ticket #{ticket.id}
          </p>
        }
        order={ticket.orderNumber ?? 'None'}
        buyer={ticket.buyer ? <PersonCell person={ticket.buyer} /> : 'Unknown'}
      />
      <TicketStatusForm key={ticket.status} ticketId={ticket.id} status={ticket.status} />
      <TicketConversation messages={ticket.messages} />
      <TicketReplyForm ticketId={ticket.id} asStaff />
    </div>
  );
}
