// Support tickets: a new ticket, a reply and a status change all answer the ticket as it stands.
import * as z from 'zod/mini';
import type { SupportTicketDetail } from '@/lib/domain/account';
import { id } from './common';

const ticket = z.object({
  id: id(),
  subject: z.string(),
  description: z.string(),
  category: z.enum(['delivery', 'product', 'order', 'payment', 'others']),
  priority: z.enum(['high', 'medium', 'low']),
  status: z.enum(['open', 'pending', 'resolved', 'closed']),
  orderId: z.nullable(id()),
  orderNumber: z.nullable(z.string()),
  messageCount: id(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(z.object({ id: id(), author: z.enum(['buyer', 'staff']), authorName: z.string(), body: z.string(), createdAt: z.string() })),
}) satisfies z.ZodMiniType<SupportTicketDetail>;

/** POST /api/support-tickets, POST .../{id}/messages, PATCH .../{id}/status. */
export const ticketAnswer = z.object({ message: z.string(), ticket });
