// The console's support inbox and Contact messages (issue 33, point 6), read and written with the
// admin's token: every ticket (status, priority, category, page), newest message first, and the
// Contact page's messages (all or one state) with an admin's marking of one read, unread or
// archived. A ticket's conversation, answer and status are lib/upstream/tickets.ts's. The API
// checks the role on every call. Never cached.
import 'server-only';
import type { z } from 'zod';
import { contactMessageSchema as contactAnswer, type contactMessageStatusBodySchema } from '@/contract/api/admin';
import { adminTicketSchema } from '@/contract/api/tickets';
import type { ContactMessageStatus } from '@/contract/rules/contact-messages';
import type { TicketCategory, TicketPriority, TicketStatus } from '@/lib/domain/account';
import type { AdminSupportTicket, ContactMessage } from '@/lib/domain/admin-support';
import { api } from '@/lib/routing/urls';
import { userCall } from './client';
import { pageSchema } from './page';
import { tolerantChoices, toTicket } from './tickets';

const inboxItemSchema = adminTicketSchema
  .extend(tolerantChoices)
  .transform((t): AdminSupportTicket => ({ ...toTicket(t), buyer: t.buyer, lastMessageAt: t.last_message_at }));

const toContactMessage = (m: z.output<typeof contactAnswer>): ContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  userId: m.user_id,
  status: m.status,
  createdAt: m.created_at,
});
const contactSchema = contactAnswer.transform(toContactMessage);

export interface InboxFilters {
  status?: TicketStatus;
  priority?: TicketPriority;
  category?: TicketCategory;
}

export function listInboxTickets(token: string, filters: InboxFilters, page: number) {
  return userCall(token, api.adminSupportTickets, pageSchema(inboxItemSchema), { query: { ...filters, page } });
}

export function listContactMessages(token: string, status: ContactMessageStatus, page: number) {
  return userCall(token, api.adminContactMessages, pageSchema(contactSchema), { query: { status, page } });
}

export function markContactMessage(token: string, id: number, status: ContactMessageStatus) {
  return userCall(token, api.adminContactMessage(id), contactSchema, {
    method: 'PATCH',
    body: { status } satisfies z.input<typeof contactMessageStatusBodySchema>,
  });
}
