// Support tickets (spec sections 3, 5 and 8): the two ways of opening one (CreateTicket's full form
// and the Support Tickets modal's subject and message), a message in a ticket's conversation, and
// an admin's status change. Shared by the client forms and their route handlers, with the API's
// limits and the catalogue's wording.
import { SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { parseId } from '@/contract/rules/ids';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_SUBJECT_MAX, TICKET_TEXT_MAX } from '@/contract/rules/tickets';
import { z } from './zod';

const required = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** Sent or not; empty text counts as not written. */
const optionalText = z.string().trim().max(TICKET_TEXT_MAX, SUPPORT_MESSAGES.textTooLong).optional();

/** The order select's value ('' for none) or the number a handler is sent again; null for none. */
const orderId = z
  .union([z.number(), z.string(), z.null()], { error: SUPPORT_MESSAGES.orderChoice })
  .transform((raw, ctx) => {
    if (raw === null || raw === '') return null;
    const id = parseId(raw);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: SUPPORT_MESSAGES.orderChoice });
      return z.NEVER;
    }
    return id;
  })
  .optional();

/**
 * A new ticket, either payload: CreateTicket's {subject, description, ticket_category, priority,
 * order_id?} or the modal's {subject, message}. The missing text is named by the field the sender
 * used. Category and priority default to the spec's delivery and high. The output is again a valid
 * input, so the form sends what it checked and the handler checks it once more.
 */
export const createTicketSchema = z
  .object({
    subject: required(SUPPORT_MESSAGES.subjectRequired, TICKET_SUBJECT_MAX, SUPPORT_MESSAGES.subjectTooLong),
    description: optionalText,
    message: optionalText,
    ticket_category: z.enum(TICKET_CATEGORIES, { error: SUPPORT_MESSAGES.categoryRequired }).default('delivery'),
    priority: z.enum(TICKET_PRIORITIES, { error: SUPPORT_MESSAGES.priorityRequired }).default('high'),
    order_id: orderId,
  })
  .superRefine(
    (v, ctx) => {
      if (v.description || v.message) return;
      const modal = v.message !== undefined && v.description === undefined;
      ctx.addIssue({
        code: 'custom',
        path: [modal ? 'message' : 'description'],
        message: modal ? SUPPORT_MESSAGES.messageRequired : SUPPORT_MESSAGES.descriptionRequired,
      });
    },
    // Also when another field is wrong, so the form names every missing field at once.
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'description' || issue.path?.[0] === 'message') },
  );

/** A message in a ticket's conversation; `status` is read from admins only. */
export const ticketReplySchema = z.object({
  body: required(SUPPORT_MESSAGES.replyRequired, TICKET_TEXT_MAX, SUPPORT_MESSAGES.textTooLong),
  status: z.enum(TICKET_STATUSES, { error: SUPPORT_MESSAGES.statusRequired }).optional(),
});

/** An admin's status change without a message. */
export const ticketStatusSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: SUPPORT_MESSAGES.statusRequired }),
});
