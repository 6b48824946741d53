// Support tickets' rules (spec section 3, Support ticket; section 4, its states), for the buyer's
// routes and the operator's console alike: a ticket as the lists show it, one ticket with its
// conversation, a message in it and an admin's change of its status.
//
// Status follows who is waiting: 'open' waits for support, 'pending' waits for the buyer,
// 'resolved' and 'closed' wait for nobody. A buyer's message therefore (re)opens the ticket, a
// staff answer makes it pending unless the admin chooses the status with it. An admin's answer and
// change of status each record their audit entry in the same transaction (issue 33, point 6), and
// an answer is mailed to the buyer after it commits.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TICKET_STATUSES } from '../../../contract/rules/tickets';
import { recordAudit } from '../admin/audit';
import { ticketAnswerMail } from '../admin/ticket-mails';
import type { ApiDeps, AuthUser } from '../context';
import type { Database } from '../db/client';
import { orders, supportTickets, ticketMessages, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Mail } from '../mail/mailer';
import { isoDate, type Executor } from './db';
import { reviewerName } from './reviewer-name';

export const TICKET_NOT_FOUND = 'Ticket not found';

type TicketRow = typeof supportTickets.$inferSelect;
type TicketStatus = (typeof TICKET_STATUSES)[number];

// In a correlated subquery the outer ticket's id is named in full (drizzle may write a column
// unqualified, which inside the subquery would mean the subquery's own table).
const outerTicketId = sql`${supportTickets}.${sql.identifier(supportTickets.id.name)}`;
const messageCount = sql<number>`(select count(*) from ${ticketMessages} where ${ticketMessages.ticketId} = ${outerTicketId})`.mapWith(Number);

export const ticketColumns = { ticket: supportTickets, orderNumber: orders.orderNumber, messageCount };

/** The spec's Support ticket with what the account screens show beside it. */
export function toTicketJson(ticket: TicketRow, orderNumber: string | null, messages: number) {
  return {
    ticket_id: ticket.id,
    subject: ticket.subject,
    description: ticket.description,
    ticket_category: ticket.ticketCategory,
    priority: ticket.priority,
    status: ticket.status,
    order_id: ticket.orderId,
    order_number: orderNumber,
    message_count: messages,
    created_at: isoDate(ticket.createdAt),
    updated_at: isoDate(ticket.updatedAt),
  };
}

/**
 * One ticket with its conversation, oldest message first, or a 404 when there is none the viewer
 * may see: their own, or any ticket for an admin, who also reads who opened it. Another buyer's ticket is "not found", so ids
 * reveal nothing.
 */
export async function loadTicketDetail(db: Executor, id: number, viewer: AuthUser) {
  const visible: SQL[] = [eq(supportTickets.id, id)];
  if (viewer.userType !== 'admin') visible.push(eq(supportTickets.userId, viewer.id));
  const [row] = await db
    .select({ ticket: supportTickets, orderNumber: orders.orderNumber, buyer: { id: users.id, name: users.name, email: users.email } })
    .from(supportTickets)
    .leftJoin(orders, eq(orders.id, supportTickets.orderId))
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(and(...visible));
  if (!row) throw new ApiError(404, TICKET_NOT_FOUND);
  const messages = await db
    .select({
      id: ticketMessages.id,
      authorRole: ticketMessages.authorRole,
      body: ticketMessages.body,
      createdAt: ticketMessages.createdAt,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, id))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return {
    ...toTicketJson(row.ticket, row.orderNumber, messages.length),
    // The console names who opened it; the buyer knows.
    buyer: viewer.userType === 'admin' ? row.buyer : null,
    messages: messages.map((m) => ({
      id: m.id,
      author_role: m.authorRole,
      // "Amina W.": staff are not named in full to buyers; an account since deleted by its role.
      author_name:
        m.name === null ? (m.authorRole === 'staff' ? 'Support' : 'Buyer') : reviewerName({ name: m.name, firstName: m.firstName, lastName: m.lastName }),
      body: m.body,
      created_at: isoDate(m.createdAt),
    })),
  };
}

/**
 * A message in a ticket's conversation: its owner writes as the buyer (the ticket opens), an admin
 * as staff (the status they chose, else pending; audited, and mailed to the buyer once committed).
 * Anyone else's ticket is a 404.
 */
export async function writeTicketMessage(deps: ApiDeps, user: AuthUser, id: number, input: { body: string; status?: TicketStatus | null }) {
  const { db, mailer } = deps;
  const mail: Mail | null = await db.transaction(async (tx) => {
    // Locked so that two messages at once each leave the status their author meant.
    const [ticket] = await tx
      .select({ userId: supportTickets.userId, status: supportTickets.status })
      .from(supportTickets)
      .where(eq(supportTickets.id, id))
      .for('no key update');
    const isOwner = ticket?.userId === user.id;
    if (!ticket || (!isOwner && user.userType !== 'admin')) throw new ApiError(404, TICKET_NOT_FOUND);
    // The owner always writes as the buyer, even an admin on a ticket of their own.
    const authorRole = isOwner ? 'buyer' : 'staff';
    const status = authorRole === 'buyer' ? 'open' : (input.status ?? 'pending');
    // Both stamped with the transaction's now(): updated_at and last_message_at are the message's
    // time, on the database's clock like created_at, so the newest-first orders never mix two clocks.
    const [message] = await tx
      .insert(ticketMessages)
      .values({ ticketId: id, authorId: user.id, authorRole, body: input.body })
      .returning({ id: ticketMessages.id });
    await tx
      .update(supportTickets)
      .set({ status, updatedAt: sql`now()`, lastMessageAt: sql`now()` })
      .where(eq(supportTickets.id, id));
    if (authorRole === 'buyer') return null;
    await recordAudit(tx, user, { action: 'ticket.reply', targetId: id, before: { status: ticket.status }, after: { status, message_id: message.id } });
    return ticketAnswerMail(tx, id, input.body);
  });
  if (mail) await mailer.send(db, mail);
}

/** An admin's change of a ticket's status without a message, audited with it; 404 for no such ticket. */
export async function changeTicketStatus(db: Database, admin: AuthUser, id: number, status: TicketStatus) {
  await db.transaction(async (tx) => {
    const [ticket] = await tx.select({ status: supportTickets.status }).from(supportTickets).where(eq(supportTickets.id, id)).for('no key update');
    if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND);
    await tx
      .update(supportTickets)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(supportTickets.id, id));
    await recordAudit(tx, admin, { action: 'ticket.status', targetId: id, before: { status: ticket.status }, after: { status } });
  });
}
