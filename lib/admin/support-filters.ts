// The console's support pages' addresses: the inbox's filters (/admin/support?status=&priority=
// &category=) and the Contact messages' state (/admin/messages?status=). A value that is not one
// of the contract's choices is no filter (the inbox's selects offer only those), so a hand-made
// address shows the whole list instead of a failed read.
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '@/contract/rules/contact-messages';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@/contract/rules/tickets';
import type { TicketCategory, TicketPriority, TicketStatus } from '@/lib/domain/account';
import { firstParam, readPage, type SearchParams } from '@/lib/routing/search-params';

const oneOf = <T extends string>(values: readonly T[], raw: string): T | undefined => ((values as readonly string[]).includes(raw) ? (raw as T) : undefined);

export interface InboxQuery {
  filters: { status?: TicketStatus; priority?: TicketPriority; category?: TicketCategory };
  page: number;
}

export function readInboxQuery(query: SearchParams): InboxQuery {
  const filters = {
    status: oneOf(TICKET_STATUSES, firstParam(query.status).toLowerCase()),
    priority: oneOf(TICKET_PRIORITIES, firstParam(query.priority).toLowerCase()),
    category: oneOf(TICKET_CATEGORIES, firstParam(query.category).toLowerCase()),
  };
  return { filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)), page: readPage(query.page) };
}

/** The messages' tab: unread unless read or archived is asked for. */
export function readMessagesQuery(query: SearchParams): { status: ContactMessageStatus; page: number } {
  return { status: oneOf(CONTACT_MESSAGE_STATUSES, firstParam(query.status).toLowerCase()) ?? 'unread', page: readPage(query.page) };
}
