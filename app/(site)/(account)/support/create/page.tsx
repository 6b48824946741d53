// CreateTicket (spec sections 2 and 5): a ticket with a subject, description, category, priority
// and, optionally, one of the buyer's orders (their latest page of orders).
import type { Metadata } from 'next';
import Link from 'next/link';
import { CreateTicketForm } from '@/components/support/create-ticket-form';
import styles from '@/components/account/account.module.scss';
import { accountSession, readOrEnd } from '@/lib/account/load';
import { listOrders } from '@/lib/upstream/orders';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Create Ticket', robots: { index: false } };

export default async function CreateTicketPage() {
  const session = await accountSession(pages.newSupportTicket);
  // Without its orders the form still works: the ticket is then about no particular order.
  const orders = readOrEnd(await listOrders(session.accessToken, 1), pages.newSupportTicket);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Create Ticket</h1>
        <p className={styles.lead}>
          Tell us what happened and our support team will answer in your <Link href={pages.supportTickets}>support tickets</Link>.
        </p>
      </header>
      <CreateTicketForm orders={orders ? orders.items.map((o) => ({ id: o.id, number: o.number })) : null} />
    </div>
  );
}
