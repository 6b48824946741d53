// Administration (admin routes): the console's people (issue 33, point 2) - search, a person's
// overview and their account's status - and the messages sent through the Contact page.
import { z } from 'zod';
import { CONTACT_MESSAGE_STATUSES } from '../rules/contact-messages';
import { ACCOUNT_STATUSES } from '../rules/status';
import { TICKET_STATUSES } from '../rules/tickets';
import { currentUserSchema } from './account';
import { auditEntrySchema } from './admin-audit';
import { enumQuery, fromQuery, searchQuery } from './catalog-query';
import { paginatorSchema } from './envelope';

import { idPath, pageParam, perPageParam } from './fields';

/** What an account is on the marketplace (users.user_type). */
export const USER_ROLES = ['buyer', 'seller', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The longest reason an admin may give for a change of an account's status. */
export const ACCOUNT_STATUS_REASON_MAX = 500;

/** PATCH /admin/users/{id}/status: the new status, and why (kept in the audit log). */
export const accountStatusBodySchema = z.object({
  status: z.enum(ACCOUNT_STATUSES, { error: `status must be one of ${ACCOUNT_STATUSES.join(', ')}.` }),
  reason: z
    .string({ error: 'Reason must be text.' })
    .trim()
    .max(ACCOUNT_STATUS_REASON_MAX, `Reason may not be longer than ${ACCOUNT_STATUS_REASON_MAX} characters.`)
    .optional()
    .meta({ description: 'Why; recorded in the audit entry. Blank means none.' }),
});

/** The most one goodwill credit may give, in shillings. */
export const WALLET_CREDIT_MAX = 100_000;
export const WALLET_CREDIT_REASON_MAX = 500;
const creditAmount = `Amount must be between Ksh 1 and Ksh ${WALLET_CREDIT_MAX.toLocaleString('en-KE')}, in shillings and cents.`;

/** POST /admin/users/{id}/wallet-credits: a goodwill credit to a buyer's wallet, paid by the marketplace. */
export const walletCreditBodySchema = z.object({
  amount: z
    .number({ error: creditAmount })
    .min(1, creditAmount)
    .max(WALLET_CREDIT_MAX, creditAmount)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, creditAmount)
    .meta({ description: `Shillings, 1 to ${WALLET_CREDIT_MAX}, at most two decimals.` }),
  reason: z
    .string({ error: 'Reason is required.' })
    .trim()
    .min(1, 'Reason is required.')
    .max(WALLET_CREDIT_REASON_MAX, `Reason may not be longer than ${WALLET_CREDIT_REASON_MAX} characters.`)
    .meta({ description: "Why; shown on the buyer's wallet statement and kept in the audit log." }),
});

export const walletCreditSchema = z
  .object({ movement_id: z.number().int(), amount: z.number(), balance: z.number().meta({ description: "The buyer's wallet balance after the credit." }) })
  .meta({ id: 'WalletCredit' });

/** One row of the console's people. */
export const adminUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable().meta({ description: 'E.164 (+254712345678).' }),
    role: z.enum(USER_ROLES),
    status: z.enum(ACCOUNT_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUserJson = z.infer<typeof adminUserSchema>;

/** `GET /admin/users`: newest first. */
export const adminUserListSchema = paginatorSchema(adminUserSchema);

export const adminUserListQuerySchema = z.object({
  q: fromQuery(searchQuery).meta({
    description: 'Part of the name, e-mail or phone, any case; a phone in any spelling (0712…, +254712…, 254 712…).',
  }),
  status: fromQuery(enumQuery('status', ACCOUNT_STATUSES).optional()),
  role: fromQuery(enumQuery('role', USER_ROLES).optional()),
  page: fromQuery(pageParam),
  per_page: fromQuery(perPageParam(20, 100)),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** A person's recent order, as the console lists it. */
export const adminUserOrderSchema = z
  .object({
    id: z.number().int(),
    order_number: z.string(),
    created_at: z.string(),
    total: z.number(),
    order_status: z.string(),
    payment_status: z.string().meta({ description: "The order's financial status (pending, paid, refunded, ...)." }),
  })
  .meta({ id: 'AdminUserOrder' });

/** A person's support ticket, newest activity first. */
export const adminUserTicketSchema = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    status: z.enum(TICKET_STATUSES),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminUserTicket' });

/** `GET /admin/users/{id}/overview`: the person's page in the console. */
export const adminUserOverviewSchema = z
  .object({
    profile: currentUserSchema,
    orders: z.array(adminUserOrderSchema).meta({ description: 'The most recent orders, newest first.' }),
    orders_total: z.number().int().meta({ description: 'How many orders the person has in all.' }),
    tickets: z.array(adminUserTicketSchema).meta({ description: 'The most recently active tickets.' }),
    tickets_total: z.number().int(),
    history: z.array(auditEntrySchema).meta({ description: "The account's changes of status (the audit log's entries for it), newest first." }),
  })
  .meta({ id: 'AdminUserOverview' });
export type AdminUserOverviewJson = z.infer<typeof adminUserOverviewSchema>;

export const contactMessageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    user_id: z.number().int().nullable().meta({ description: "The sender's account when they were signed in." }),
    status: z.enum(CONTACT_MESSAGE_STATUSES).meta({ description: "'unread' until an admin opens it, 'read', or 'archived'." }),
    created_at: z.string(),
  })
  .meta({ id: 'ContactMessage' });

/** GET /admin/contact-messages: newest first. */
export const contactMessageListSchema = paginatorSchema(contactMessageSchema);

const contactStatusField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(CONTACT_MESSAGE_STATUSES, { error: `status must be one of ${CONTACT_MESSAGE_STATUSES.join(', ')}.` }),
);

/** GET /admin/contact-messages: every message, or those in one state (`status`). */
export const contactMessageListQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(20),
  status: z.preprocess((v) => (v === '' ? undefined : v), contactStatusField.optional()),
});

/** PATCH /admin/contact-messages/{id}: mark it read, unread or archived. */
export const contactMessageStatusBodySchema = z.object({ status: contactStatusField });

export const contactMessageParamsSchema = z.object({ id: idPath('Contact message') });
