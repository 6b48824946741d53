// Support tickets (spec section 3, Support ticket; section 4, its states). A buyer lists, reads and
// opens their own tickets and writes in a ticket's conversation; an admin answers any ticket,
// changes its status and works through the queue of all tickets.
//
// The rules (status follows who is waiting, the audit of an admin's answer and status change, the
// buyer's mail) are in account/tickets.ts and admin/tickets.ts.
import { and, count, desc, eq } from 'drizzle-orm';
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
import { changeTicketStatus, loadTicketDetail, ticketColumns, toTicketJson, writeTicketMessage } from '../account/tickets';
import { listAdminTickets } from '../admin/tickets';
import { requireRole, requireUser } from '../auth/middleware';
import { orders, supportTickets } from '../db/schema';
import { ApiError, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const CHOOSE_YOUR_ORDER = 'Please choose one of your orders.';

/** The buyer's list: newest activity first; the id keeps tickets touched at one instant in a stable order. */
const newestActivity = [desc(supportTickets.updatedAt), desc(supportTickets.id)];

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
  summary: "Every buyer's tickets with their buyer, newest message first (20 a page, at most 100; `status`, `priority` and `category` filter)",
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
  summary: "Write in a ticket's conversation: the owner as buyer (the ticket opens), an admin as staff (`status`, else pending; audited, the buyer mailed)",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { params: ticketParamsSchema, body: jsonBody(ticketMessageBodySchema) },
  responses: { 201: answers(ticketDetailSchema, 'Message sent.'), 401: unauthenticated, 404: noTicket, 422: invalidInput },
});

const setStatus = createApiRoute({
  method: 'patch',
  path: '/support-tickets/{id}/status',
  tags,
  summary: "Change a ticket's status (admins; audited)",
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

    .openapi(listAllTickets, async (c) => ok(c, await listAdminTickets(c.var.deps.db, c.req.valid('query'))))

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
      const { id } = c.req.valid('param');
      await writeTicketMessage(c.var.deps, c.var.user, id, c.req.valid('json'));
      return ok(c, await loadTicketDetail(c.var.deps.db, id, c.var.user), 'Message sent.', 201);
    })

    .openapi(setStatus, async (c) => {
      const { db } = c.var.deps;
      const { id } = c.req.valid('param');
      await changeTicketStatus(db, c.var.user, id, c.req.valid('json').status);
      return ok(c, await loadTicketDetail(db, id, c.var.user), 'Ticket status updated.');
    });
}
