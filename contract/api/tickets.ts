// Support tickets and their conversations (spec section 3, Support ticket; section 4, its states):
// the ticket as lists show it, with its conversation, and as the admin queue shows it; and what
// opening a ticket, writing in it and changing its status send.
import { z } from 'zod';
import { TICKET_AUTHOR_ROLES, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_SUBJECT_MAX, TICKET_TEXT_MAX } from '../rules/tickets';
import { paginatorSchema } from './envelope';
import { bodyId, idPath, pageParam, perPageParam, personRefSchema, requiredText } from './fields';
import { withFallback } from './media';

export const ticketSchema = z
  .object({
    ticket_id: z.number().int(),
    subject: z.string(),
    description: withFallback(z.string(), '').meta({ description: "The opening text (CreateTicket's description, or the modal's message)." }),
    ticket_category: z.enum(TICKET_CATEGORIES),
    priority: z.enum(TICKET_PRIORITIES),
    status: z.enum(TICKET_STATUSES).meta({ description: "Who is waiting: 'open' support, 'pending' the buyer, 'resolved' and 'closed' nobody." }),
    order_id: withFallback(z.number().int().nullable(), null),
    order_number: withFallback(z.string().nullable(), null),
    message_count: withFallback(z.number().int(), 0).meta({ description: 'Messages after the opening text.' }),
    created_at: z.string(),
    updated_at: z.string().meta({ description: 'The last message or status change.' }),
  })
  .meta({ id: 'SupportTicket' });
export const ticketListSchema = paginatorSchema(ticketSchema);

export const ticketMessageSchema = z
  .object({
    id: z.number().int(),
    author_role: z.enum(TICKET_AUTHOR_ROLES),
    author_name: z.string().meta({ description: '"Amina W."; "Support" or "Buyer" once the account is gone.' }),
    body: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'TicketMessage' });

/** One ticket with its conversation, oldest message first; an admin also reads who opened it. */
export const ticketDetailSchema = ticketSchema
  .extend({
    buyer: withFallback(personRefSchema.nullable(), null).meta({ description: "Who opened the ticket, in an admin's answer; null in the buyer's own." }),
    messages: z.array(ticketMessageSchema),
  })
  .meta({ id: 'SupportTicketDetail' });

/** `GET /admin/support-tickets`: every buyer's tickets, each with its buyer and its last message's time. */
export const adminTicketSchema = ticketSchema
  .extend({
    buyer: personRefSchema,
    last_message_at: z
      .string()
      .meta({ description: 'The newest message in the conversation (the opening text when there is none): the queue is ordered by it.' }),
  })
  .meta({ id: 'AdminSupportTicket' });
export const adminTicketListSchema = paginatorSchema(adminTicketSchema);

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
    .max(TICKET_TEXT_MAX, `${label} may not be longer than ${TICKET_TEXT_MAX} characters.`)
    .nullish();

/**
 * `POST /support-tickets`, both ways of opening a ticket: CreateTicket's full payload (subject,
 * description, ticket_category, priority, order_id; user_id and status are ignored: the ticket is
 * always the caller's and always starts open) and the Support Tickets modal's {subject, message},
 * whose message becomes the description.
 */
export const ticketCreateBodySchema = z
  .object({
    subject: requiredText({ required: 'Please enter a subject.', max: TICKET_SUBJECT_MAX, label: 'Subject' }),
    description: optionalLongText('Description'),
    message: optionalLongText('Message'),
    ticket_category: choice('ticket_category', TICKET_CATEGORIES, 'delivery'),
    priority: choice('priority', TICKET_PRIORITIES, 'high'),
    order_id: bodyId('order_id').nullish().meta({ description: "One of the caller's orders." }),
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
    // Not when either text is already wrong, nor when the body is no object at all (the document's
    // generator tries null).
    {
      when: (payload) =>
        !payload.issues.some((issue) => issue.path === undefined || issue.path.length === 0 || issue.path[0] === 'description' || issue.path[0] === 'message'),
    },
  );

/** `POST /support-tickets/{id}/messages`; `status` is read from admins only (a buyer's message reopens). */
export const ticketMessageBodySchema = z.object({
  body: requiredText({ required: 'Please write a message.', max: TICKET_TEXT_MAX, label: 'Message' }),
  status: statusField.nullish().meta({ description: "An admin's choice of the status the message leaves ('pending' when not sent)." }),
});

/** `PATCH /support-tickets/{id}/status` (admins). */
export const ticketStatusBodySchema = z.object({ status: statusField });

export const ticketListQuerySchema = z.object({ page: pageParam, per_page: perPageParam(10, 50) });

/** An optional filter of the admin queue: '' or absent is every value. */
const optionalFilter = <T extends z.ZodType>(field: T) => z.preprocess((v) => (v === '' ? undefined : lowerTrimmed(v)), field.optional());

export const adminTicketListQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(20),
  status: optionalFilter(statusField),
  priority: optionalFilter(z.enum(TICKET_PRIORITIES, { error: `priority must be one of ${TICKET_PRIORITIES.join(', ')}.` })),
  category: optionalFilter(z.enum(TICKET_CATEGORIES, { error: `category must be one of ${TICKET_CATEGORIES.join(', ')}.` })),
});
export type AdminTicketListQuery = z.output<typeof adminTicketListQuerySchema>;

export const ticketParamsSchema = z.object({ id: idPath('Ticket') });
