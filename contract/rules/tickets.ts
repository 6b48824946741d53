// A support ticket's choices and bounds (spec section 3, Support ticket; section 4, its states),
// one rule for both programs: the database's columns, the API's schemas and the storefront's forms
// read them from here. No zod, so a client component can read a bound for free.

export const TICKET_CATEGORIES = ['delivery', 'product', 'order', 'payment', 'others'] as const;
export const TICKET_PRIORITIES = ['high', 'medium', 'low'] as const;

/** Who is waiting: 'open' support, 'pending' the buyer, 'resolved' and 'closed' nobody. */
export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;

/** What a message's author was on the ticket: its owner writes as 'buyer', an admin answering as 'staff'. */
export const TICKET_AUTHOR_ROLES = ['buyer', 'staff'] as const;

/** A ticket's subject, and any text written in a ticket (description, message, reply). */
export const TICKET_SUBJECT_MAX = 200;
export const TICKET_TEXT_MAX = 5000;
