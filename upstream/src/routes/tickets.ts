// Support tickets (spec section 3, Support ticket; section 4, its states). A buyer lists, reads and
// opens their own tickets and writes in a ticket's conversation; an admin answers any ticket,
// changes its status and works through the queue of all tickets.
//
// Status follows who is waiting: 'open' waits for support, 'pending' waits for the buyer,
// 'resolved' and 'closed' wait for nobody. A buyer's message therefore (re)opens the ticket, a
// staff answer makes it pending unless the admin chooses the status with it.
import { bodyId, pageParam, perPageParam, requiredText } from '../../../contract/api/fields';
import { Hono } from 'hono';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv, AuthUser } from '../context';
import { requireRole, requireUser } from '../auth/middleware';
import { isoDate, type Executor } from '../account/db';
import { reviewerName } from '../account/reviewer-name';
import { orders, supportTickets, ticketMessages, users } from '../db/schema';
import { ApiError, ok, paginate } from '../http/envelope';
import { idParam, parseBody, parseQuery } from '../http/validate';

const CATEGORIES = ['delivery', 'product', 'order', 'payment', 'others'] as const;
const PRIORITIES = ['high', 'medium', 'low'] as const;
const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
type TicketStatus = (typeof TICKET_STATUSES)[number];

const TICKET_NOT_FOUND = 'Ticket not found';
const CHOOSE_YOUR_ORDER = 'Please choose one of your orders.';
const TEXT_MAX = 5000;

const lowerTrimmed = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/** Select values arrive as "Delivery" or "delivery"; null or absent means the spec's default. */
const choice = <T extends readonly [string, ...string[]]>(name: string, values: T, fallback: T[number]) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? undefined : lowerTrimmed(v)),
    z.enum(values, { error: `${name} must be one of ${values.join(', ')}.` }).default(fallback),
  );

const statusField = z.preprocess(lowerTrimmed, z.enum(TICKET_STATUSES, { error: `status must be one of ${TICKET_STATUSES.join(', ')}.` }));

const optionalLongText = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(TEXT_MAX, `${label} may not be longer than ${TEXT_MAX} characters.`)
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
  .superRefine(
    (v, ctx) => {
      if (v.description || v.message) return;
      // Name the field the sender used: the modal sends message, CreateTicket sends description.
      const modal = v.message !== undefined && v.message !== null && (v.description === undefined || v.description === null);
      ctx.addIssue({
        code: 'custom',
        path: [modal ? 'message' : 'description'],
        message: modal ? 'Please enter a message.' : 'Please enter a description.',
      });
    },
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'description' || issue.path?.[0] === 'message') },
  );

/** A message in the conversation; `status` is read from admins only (a buyer's message reopens). */
const messageBody = z.object({
  body: requiredText({ required: 'Please write a message.', max: TEXT_MAX, label: 'Message' }),
  status: statusField.nullish(),
});

const statusBody = z.object({ status: statusField });

const listQuery = z.object({ page: pageParam, per_page: perPageParam(10, 50) });

const adminListQuery = z.object({
  page: pageParam,
  per_page: perPageParam(20, 100),
  status: z.preprocess((v) => (v === '' ? undefined : lowerTrimmed(v)), statusField.optional()),
});

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

    .get('/admin/support-tickets', requireUser, requireRole('admin'), async (c) => {
      const { db } = c.var.deps;
      const { page, per_page, status } = parseQuery(c, adminListQuery);
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

    .get('/support-tickets/:id', requireUser, async (c) => {
      const id = idParam(c, 'id', 'Ticket');
      return ok(c, await loadTicketDetail(c.var.deps.db, id, c.var.user));
    })

    .post('/support-tickets', requireUser, async (c) => {
      const { db } = c.var.deps;
      const body = await parseBody(c, createBody);
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

    .post('/support-tickets/:id/messages', requireUser, async (c) => {
      const { db } = c.var.deps;
      const id = idParam(c, 'id', 'Ticket');
      const body = await parseBody(c, messageBody);
      const user = c.var.user;
      await db.transaction(async (tx) => {
        // Locked so that two messages at once each leave the status their author meant.
        const [ticket] = await tx.select({ userId: supportTickets.userId }).from(supportTickets).where(eq(supportTickets.id, id)).for('no key update');
        const isOwner = ticket?.userId === user.id;
        if (!ticket || (!isOwner && user.userType !== 'admin')) throw new ApiError(404, TICKET_NOT_FOUND);
        // The owner always writes as the buyer, even an admin on a ticket of their own.
        const authorRole = isOwner ? 'buyer' : 'staff';
        const status: TicketStatus = authorRole === 'buyer' ? 'open' : (body.status ?? 'pending');
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

    .patch('/support-tickets/:id/status', requireUser, requireRole('admin'), async (c) => {
      const { db } = c.var.deps;
      const id = idParam(c, 'id', 'Ticket');
      const { status } = await parseBody(c, statusBody);
      const [updated] = await db
        .update(supportTickets)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(supportTickets.id, id))
        .returning({ id: supportTickets.id });
      if (!updated) throw new ApiError(404, TICKET_NOT_FOUND);
      return ok(c, await loadTicketDetail(db, id, c.var.user), 'Ticket status updated.');
    });
}
