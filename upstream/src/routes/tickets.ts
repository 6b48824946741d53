// Support tickets (spec section 3, Support ticket; section 4, its states). A buyer lists, reads and
// opens their own tickets and writes in a ticket's conversation; an admin answers any ticket,
// changes its status and works through the queue of all tickets.
//
// Status follows who is waiting: 'open' waits for support, 'pending' waits for the buyer,
// 'resolved' and 'closed' wait for nobody. A buyer's message therefore (re)opens the ticket, a
// staff answer makes it pending unless the admin chooses the status with it.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  adminTicketListQuerySchema,
  adminTicketListSchema,
  ticketCreateBodySchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketMessageBodySchema,
  ticketParamsSchema,
  ticketStatusBodySchema,
} from '../../../contract/api/tickets';
import type { AuthUser } from '../context';
import { requireRole, requireUser } from '../auth/middleware';
import { isoDate, type Executor } from '../account/db';
import { reviewerName } from '../account/reviewer-name';
import { orders, supportTickets, ticketMessages, users } from '../db/schema';
import { ApiError, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const TICKET_NOT_FOUND = 'Ticket not found';
const CHOOSE_YOUR_ORDER = 'Please choose one of your orders.';

type TicketRow = typeof supportTickets.$inferSelect;

// In a correlated subquery the outer ticket's id is named in full (drizzle may write a column
// unqualified, which inside the subquery would mean the subquery's own table).
const outerTicketId = sql`${supportTickets}.${sql.identifier(supportTickets.id.name)}`;
const messageCount = sql<number>`(select count(*) from ${ticketMessages} where ${ticketMessages.ticketId} = ${outerTicketId})`.mapWith(Number);

const ticketColumns = { ticket: supportTickets, orderNumber: orders.orderNumber, messageCount };

/** The spec's Support ticket with what the account screens show beside it. */
function toTicketJson(ticket: TicketRow, orderNumber: string | null, messages: number) {
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

/** Newest activity first; the id keeps tickets touched at one instant in a stable order. */
const newestActivity = [desc(supportTickets.updatedAt), desc(supportTickets.id)];

/**
 * One ticket with its conversation, oldest message first, or a 404 when there is none the viewer
 * may see: their own, or any ticket for an admin. Another buyer's ticket is "not found", so ids
 * reveal nothing.
 */
async function loadTicketDetail(db: Executor, id: number, viewer: AuthUser) {
  const visible: SQL[] = [eq(supportTickets.id, id)];
  if (viewer.userType !== 'admin') visible.push(eq(supportTickets.userId, viewer.id));
  const [row] = await db
    .select({ ticket: supportTickets, orderNumber: orders.orderNumber })
    .from(supportTickets)
    .leftJoin(orders, eq(orders.id, supportTickets.orderId))
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

const tags = ['Support tickets'];
const noTicket = fails("No such ticket the caller may see: another buyer's ticket is not found either.");
const notAdmin = fails('Not an admin.');

const listTickets = createApiRoute({
  method: 'get',
  path: '/support-tickets',
  tags,
  summary: "The caller's tickets, newest activity first (10 a page, at most 50)",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { query: ticketListQuerySchema },
  responses: { 200: answers(ticketListSchema, 'The tickets.'), 401: unauthenticated, 422: invalidInput },
});

const listAllTickets = createApiRoute({
  method: 'get',
  path: '/admin/support-tickets',
  tags,
  summary: "Every buyer's tickets with their buyer, newest activity first (20 a page, at most 100; `status` filters)",
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  request: { query: adminTicketListQuerySchema },
  responses: { 200: answers(adminTicketListSchema, 'The tickets.'), 401: unauthenticated, 403: notAdmin, 422: invalidInput },
});

const getTicket = createApiRoute({
  method: 'get',
  path: '/support-tickets/{id}',
  tags,
  summary: "One ticket with its conversation: the caller's own, or any ticket for an admin",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { params: ticketParamsSchema },
  responses: { 200: answers(ticketDetailSchema, 'The ticket.'), 401: unauthenticated, 404: noTicket },
});

const openTicket = createApiRoute({
  method: 'post',
  path: '/support-tickets',
  tags,
  summary: "Open a ticket (CreateTicket's payload or the modal's `{subject, message}`); it starts open",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { body: jsonBody(ticketCreateBodySchema) },
  responses: {
    201: answers(ticketDetailSchema, 'Ticket created successfully!'),
    401: unauthenticated,
    422: fails("Invalid input, or `order_id` is not one of the caller's orders (`Please choose one of your orders.`)."),
  },
});

const writeMessage = createApiRoute({
  method: 'post',
  path: '/support-tickets/{id}/messages',
  tags,
  summary: "Write in a ticket's conversation: the owner as buyer (the ticket opens), an admin as staff (`status`, else pending)",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { params: ticketParamsSchema, body: jsonBody(ticketMessageBodySchema) },
  responses: { 201: answers(ticketDetailSchema, 'Message sent.'), 401: unauthenticated, 404: noTicket, 422: invalidInput },
});

const setStatus = createApiRoute({
  method: 'patch',
  path: '/support-tickets/{id}/status',
  tags,
  summary: "Change a ticket's status (admins)",
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  request: { params: ticketParamsSchema, body: jsonBody(ticketStatusBodySchema) },
  responses: {
    200: answers(ticketDetailSchema, 'Ticket status updated.'),
    401: unauthenticated,
    403: notAdmin,
    404: fails('No such ticket.'),
    422: invalidInput,
  },
});

export function ticketRoutes() {
  return openApiRouter()
    .openapi(listTickets, async (c) => {
      const { db } = c.var.deps;
      const { page, per_page } = c.req.valid('query');
      const mine = eq(supportTickets.userId, c.var.user.id);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(ticketColumns)
          .from(supportTickets)
          .leftJoin(orders, eq(orders.id, supportTickets.orderId))
          .where(mine)
          .orderBy(...newestActivity)
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ total: count() }).from(supportTickets).where(mine),
      ]);
      return ok(
        c,
        paginate(
          rows.map((r) => toTicketJson(r.ticket, r.orderNumber, r.messageCount)),
          page,
          per_page,
          total,
        ),
      );
    })

    .openapi(listAllTickets, async (c) => {
      const { db } = c.var.deps;
      const { page, per_page, status } = c.req.valid('query');
      const filter = status ? eq(supportTickets.status, status) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ ...ticketColumns, buyer: { id: users.id, name: users.name, email: users.email } })
          .from(supportTickets)
          .innerJoin(users, eq(users.id, supportTickets.userId))
          .leftJoin(orders, eq(orders.id, supportTickets.orderId))
          .where(filter)
          .orderBy(...newestActivity)
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ total: count() }).from(supportTickets).where(filter),
      ]);
      const data = rows.map((r) => ({ ...toTicketJson(r.ticket, r.orderNumber, r.messageCount), buyer: r.buyer }));
      return ok(c, paginate(data, page, per_page, total));
    })

    .openapi(getTicket, async (c) => {
      const { id } = c.req.valid('param');
      return ok(c, await loadTicketDetail(c.var.deps.db, id, c.var.user));
    })

    .openapi(openTicket, async (c) => {
      const { db } = c.var.deps;
      const body = c.req.valid('json');
      const user = c.var.user;
      if (body.order_id) {
        const [order] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, body.order_id), eq(orders.userId, user.id)));
        // A 422 on the field, not a 404: the form's order select is what is wrong.
        if (!order) throw new ApiError(422, CHOOSE_YOUR_ORDER, { order_id: [CHOOSE_YOUR_ORDER] });
      }
      const [ticket] = await db
        .insert(supportTickets)
        .values({
          userId: user.id,
          orderId: body.order_id ?? null,
          ticketCategory: body.ticket_category,
          priority: body.priority,
          status: 'open',
          subject: body.subject,
          description: (body.description || body.message) ?? '',
        })
        .returning({ id: supportTickets.id });
      return ok(c, await loadTicketDetail(db, ticket.id, user), 'Ticket created successfully!', 201);
    })

    .openapi(writeMessage, async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.var.user;
      await db.transaction(async (tx) => {
        // Locked so that two messages at once each leave the status their author meant.
        const [ticket] = await tx.select({ userId: supportTickets.userId }).from(supportTickets).where(eq(supportTickets.id, id)).for('no key update');
        const isOwner = ticket?.userId === user.id;
        if (!ticket || (!isOwner && user.userType !== 'admin')) throw new ApiError(404, TICKET_NOT_FOUND);
        // The owner always writes as the buyer, even an admin on a ticket of their own.
        const authorRole = isOwner ? 'buyer' : 'staff';
        const status = authorRole === 'buyer' ? 'open' : (body.status ?? 'pending');
        // Both stamped with the transaction's now(): updated_at is the last message's time, on the
        // database's clock like created_at, so the newest-first order never mixes two clocks.
        await tx.insert(ticketMessages).values({ ticketId: id, authorId: user.id, authorRole, body: body.body });
        await tx
          .update(supportTickets)
          .set({ status, updatedAt: sql`now()` })
          .where(eq(supportTickets.id, id));
      });
      return ok(c, await loadTicketDetail(db, id, user), 'Message sent.', 201);
    })

    .openapi(setStatus, async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const [updated] = await db
        .update(supportTickets)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(supportTickets.id, id))
        .returning({ id: supportTickets.id });
      if (!updated) throw new ApiError(404, TICKET_NOT_FOUND);
      return ok(c, await loadTicketDetail(db, id, c.var.user), 'Ticket status updated.');
    });
}
