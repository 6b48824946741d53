// Support tickets and their conversations: the buyer's list (GET /support-tickets?page=n, newest
// activity first), one ticket with its messages, opening a ticket, writing in its conversation, and
// an admin's status change. Every call carries the caller's token and is never cached.
import 'server-only';
import { z } from 'zod';
import type { SupportTicket, SupportTicketDetail, TicketInput, TicketMessage, TicketStatus } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { userCall } from './client';
import { pageSchema } from './page';

const ticketFields = {
  ticket_id: z.number().int(),
  subject: z.string(),
  description: z.string().catch(''),
  ticket_category: z.enum(['delivery', 'product', 'order', 'payment', 'others']).catch('others'),
  priority: z.enum(['high', 'medium', 'low']).catch('medium'),
  status: z.enum(['open', 'pending', 'resolved', 'closed']),
  order_id: z.number().int().nullable().catch(null),
  order_number: z.string().nullable().catch(null),
  message_count: z.number().int().catch(0),
  created_at: z.string(),
  updated_at: z.string(),
};

type RawTicket = z.infer<z.ZodObject<typeof ticketFields>>;

const toTicket = (t: RawTicket): SupportTicket => ({
  id: t.ticket_id,
  subject: t.subject,
  description: t.description,
  category: t.ticket_category,
  priority: t.priority,
  status: t.status,
  orderId: t.order_id,
  orderNumber: t.order_number,
  messageCount: t.message_count,
  createdAt: t.created_at,
  updatedAt: t.updated_at,
});

const ticketSchema = z.object(ticketFields).transform(toTicket);

const messageSchema = z
  .object({
    id: z.number().int(),
    author_role: z.enum(['buyer', 'staff']),
    author_name: z.string(),
    body: z.string(),
    created_at: z.string(),
  })
  .transform((m): TicketMessage => ({ id: m.id, author: m.author_role, authorName: m.author_name, body: m.body, createdAt: m.created_at }));

const ticketDetailSchema = z
  .object({ ...ticketFields, messages: z.array(messageSchema) })
  .transform((t): SupportTicketDetail => ({ ...toTicket(t), messages: t.messages }));

export function listTickets(token: string, page: number) {
  return userCall(token, api.supportTickets, pageSchema(ticketSchema), { query: { page } });
}

/** The caller's own ticket, or any ticket for an admin; another buyer's is a 404. */
export function getTicket(token: string, ticketId: number) {
  return userCall(token, api.supportTicket(ticketId), ticketDetailSchema);
}

export function createTicket(token: string, input: TicketInput) {
  return userCall(token, api.supportTickets, ticketDetailSchema, {
    method: 'POST',
    body: {
      subject: input.subject,
      description: input.description,
      ticket_category: input.category,
      priority: input.priority,
      order_id: input.orderId,
    },
  });
}

/** A message from the ticket's owner (the ticket reopens) or an admin (with the status it leaves). */
export function postTicketMessage(token: string, ticketId: number, input: { body: string; status?: TicketStatus }) {
  return userCall(token, api.ticketMessages(ticketId), ticketDetailSchema, { method: 'POST', body: input });
}

/** Admins only (the API answers 403 to anyone else). */
export function setTicketStatus(token: string, ticketId: number, status: TicketStatus) {
  return userCall(token, api.ticketStatus(ticketId), ticketDetailSchema, { method: 'PATCH', body: { status } });
}
