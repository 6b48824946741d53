// The operator's support inbox (issue 33, point 6): every buyer's tickets with their buyer, newest
// message first, filtered by status, priority and category. Answering and changing a status are
// the ticket's own rules (account/tickets.ts), shared with the buyer's conversation.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminTicketListQuery } from '../../../contract/api/tickets';
import { ticketColumns, toTicketJson } from '../account/tickets';
import type { Executor } from '../account/db';
import { isoDate } from '../account/db';
import { orders, supportTickets, users } from '../db/schema';
import { paginate } from '../http/envelope';

export async function listAdminTickets(db: Executor, q: AdminTicketListQuery) {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(supportTickets.status, q.status));
  if (q.priority) conditions.push(eq(supportTickets.priority, q.priority));
  if (q.category) conditions.push(eq(supportTickets.ticketCategory, q.category));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...ticketColumns, buyer: { id: users.id, name: users.name, email: users.email } })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .leftJoin(orders, eq(orders.id, supportTickets.orderId))
      .where(where)
      // The id keeps tickets written to at one instant in a stable order.
      .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(supportTickets).where(where),
  ]);
  const data = rows.map((r) => ({
    ...toTicketJson(r.ticket, r.orderNumber, r.messageCount),
    buyer: r.buyer,
    last_message_at: isoDate(r.ticket.lastMessageAt),
  }));
  return paginate(data, q.page, q.per_page, total);
}
