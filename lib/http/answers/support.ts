// Support tickets: a new ticket, a reply and a status change all answer the ticket as it stands.
import * as z from 'zod/mini';
import type { SupportTicketDetail } from '@/lib/domain/account';
import { TICKET_AUTHOR_ROLES, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@/contract/rules/tickets';
import { id } from './common';

const ticket = z.object({
  id: id(),
  subject: z.string(),
  description: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  orderId: z.nullable(id()),
  orderNumber: z.nullable(z.string()),
  messageCount: id(),
  createdAt: z.string(),
  updatedAt: z.string(),
  buyer: z.nullable(z.object({ id: id(), name: z.string(), email: z.string() })),
  messages: z.array(z.object({ id: id(), author: z.enum(TICKET_AUTHOR_ROLES), authorName: z.string(), body: z.string(), createdAt: z.string() })),
}) satisfies z.ZodMiniType<SupportTicketDetail>;

/** POST /api/support-tickets, POST .../{id}/messages, PATCH .../{id}/status. */
export const ticketAnswer = z.object({ message: z.string(), ticket });
