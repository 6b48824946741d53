// Support tickets (spec section 3, Support ticket). A buyer lists, reads and opens their own tickets.
import { Hono } from 'hono';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { requireUser } from '../auth/middleware';
import { bodyId, requiredText } from '../account/fields';
import { isoDate } from '../account/db';
import { orders, supportTickets } from '../db/schema';
import { ApiError, ok, paginate } from '../http/envelope';
import { idParam, pageParam, parseBody, parseQuery, perPageParam } from '../http/validate';

const CATEGORIES = ['delivery', 'product', 'order', 'payment', 'others'] as const;
const PRIORITIES = ['high', 'medium', 'low'] as const;
const TICKET_NOT_FOUND = 'Ticket not found';
const DESCRIPTION_MAX = 5000;

/** Select values arrive as "Delivery" or "delivery"; null or absent means the spec's default. */
const choice = <T extends readonly [string, ...string[]]>(name: string, values: T, fallback: T[number]) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(values, { error: `${name} must be one of ${values.join(', ')}.` }).default(fallback),
  );

const optionalLongText = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(DESCRIPTION_MAX, `${label} may not be longer than ${DESCRIPTION_MAX} characters.`)
    .nullish();

/**
 * Both ways of opening a ticket post here: CreateTicket's full payload (subject, description,
 * ticket_category, priority, order_id; user_id and status are ignored: the ticket is always the
 * caller's and always starts open) and the Support Tickets modal's {subject, message}, whose
 * message becomes the description.
 */
const createBody = z
  .object({
    subject: requiredText({ required: 'Please enter a subject.', max: 200, label: 'Subject' }),
    description: optionalLongText('Description'),
    message: optionalLongText('Message'),
    ticket_category: choice('ticket_category', CATEGORIES, 'delivery'),
    priority: choice('priority', PRIORITIES, 'high'),
    order_id: bodyId('order_id').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.description || v.message) return;
    // Name the field the sender used: the modal sends message, CreateTicket sends description.
    const modal = v.message !== undefined && v.message !== null && (v.description === undefined || v.description === null);
    ctx.addIssue({
      code: 'custom',
      path: [modal ? 'message' : 'description'],
      message: modal ? 'Please enter a message.' : 'Please enter a description.',
    });
  }, { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'description' || issue.path?.[0] === 'message') });

const listQuery = z.object({ page: pageParam, per_page: perPageParam(10, 50) });

const ticketColumns = { ticket: supportTickets, orderNumber: orders.orderNumber };

function toTicketJson(ticket: typeof supportTickets.$inferSelect, orderNumber: string | null) {
  return {
    ticket_id: ticket.id,
    subject: ticket.subject,
    description: ticket.description,
    ticket_category: ticket.ticketCategory,
    priority: ticket.priority,
    status: ticket.status,
    order_id: ticket.orderId,
    order_number: orderNumber,
    created_at: isoDate(ticket.createdAt),
    updated_at: isoDate(ticket.updatedAt),
  };
}

export function ticketRoutes() {
  return new Hono<AppEnv>()
    .get('/support-tickets', requireUser, async (c) => {
      const { db } = c.var.deps;
      const { page, per_page } = parseQuery(c, listQuery);
      const mine = eq(supportTickets.userId, c.var.user.id);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(ticketColumns)
          .from(supportTickets)
          .leftJoin(orders, eq(orders.id, supportTickets.orderId))
          .where(mine)
          .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ total: count() }).from(supportTickets).where(mine),
      ]);
      return ok(c, paginate(rows.map((r) => toTicketJson(r.ticket, r.orderNumber)), page, per_page, total));
    })

    .get('/support-tickets/:id', requireUser, async (c) => {
      const id = idParam(c, 'id', 'Ticket');
      const [row] = await c.var.deps.db
        .select(ticketColumns)
        .from(supportTickets)
        .leftJoin(orders, eq(orders.id, supportTickets.orderId))
        .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, c.var.user.id)));
      if (!row) throw new ApiError(404, TICKET_NOT_FOUND);
      return ok(c, toTicketJson(row.ticket, row.orderNumber));
    })

    .post('/support-tickets', requireUser, async (c) => {
      const { db } = c.var.deps;
      const body = await parseBody(c, createBody);
      const userId = c.var.user.id;
      let orderNumber: string | null = null;
      if (body.order_id) {
        const [order] = await db
          .select({ orderNumber: orders.orderNumber })
          .from(orders)
          .where(and(eq(orders.id, body.order_id), eq(orders.userId, userId)));
        if (!order) throw new ApiError(404, 'Order not found');
        orderNumber = order.orderNumber;
      }
      const [ticket] = await db
        .insert(supportTickets)
        .values({
          userId,
          orderId: body.order_id ?? null,
          ticketCategory: body.ticket_category,
          priority: body.priority,
          status: 'open',
          subject: body.subject,
          description: (body.description || body.message) ?? '',
        })
        .returning();
      return ok(c, toTicketJson(ticket, orderNumber), 'Ticket created successfully!', 201);
    });
}
