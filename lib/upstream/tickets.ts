// Support tickets and their conversations: the buyer's list (GET /support-tickets?page=n, newest
// activity first), one ticket with its messages, opening a ticket, writing in its conversation, and
// an admin's status change. Every call carries the caller's token and is never cached.
import 'server-only';
import { z } from 'zod';
import type { SupportTicket, SupportTicketDetail, TicketInput, TicketMessage, TicketStatus } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import {
  ticketCreateBodySchema,
  ticketDetailSchema as ticketDetailAnswer,
  ticketMessageBodySchema,
  ticketMessageSchema,
  ticketSchema as ticketAnswer,
  ticketStatusBodySchema,
} from '@/contract/api/tickets';
import { userCall } from './client';
import { pageSchema } from './page';

// Another provider's API may name a category or priority this one does not: read as the spec's
// catch-all. Not declared by a route, so zod's `.catch` is fine here.
export const tolerantChoices = {
  ticket_category: ticketAnswer.shape.ticket_category.catch('others'),
  priority: ticketAnswer.shape.priority.catch('medium'),
};

export const toTicket = (t: z.output<typeof ticketAnswer>): SupportTicket => ({
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

const ticketSchema = ticketAnswer.extend(tolerantChoices).transform(toTicket);

const toMessage = (m: z.output<typeof ticketMessageSchema>): TicketMessage => ({
  id: m.id,
  author: m.author_role,
  authorName: m.author_name,
  body: m.body,
  createdAt: m.created_at,
});

const ticketDetailSchema = ticketDetailAnswer
  .extend(tolerantChoices)
  .transform((t): SupportTicketDetail => ({ ...toTicket(t), buyer: t.buyer, messages: t.messages.map(toMessage) }));

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
    } satisfies z.input<typeof ticketCreateBodySchema>,
  });
}

/** A message from the ticket's owner (the ticket reopens) or an admin (with the status it leaves). */
export function postTicketMessage(token: string, ticketId: number, input: { body: string; status?: TicketStatus }) {
  return userCall(token, api.ticketMessages(ticketId), ticketDetailSchema, { method: 'POST', body: input satisfies z.input<typeof ticketMessageBodySchema> });
}

/** Admins only (the API answers 403 to anyone else). */
export function setTicketStatus(token: string, ticketId: number, status: TicketStatus) {
  return userCall(token, api.ticketStatus(ticketId), ticketDetailSchema, {
    method: 'PATCH',
    body: { status } satisfies z.input<typeof ticketStatusBodySchema>,
  });
}
