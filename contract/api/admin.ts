// Administration (admin routes): an account's status, and the messages sent through the Contact page.
import { z } from 'zod';
import { CONTACT_MESSAGE_STATUSES } from '../rules/contact-messages';
import { ACCOUNT_STATUSES } from '../rules/status';
import { paginatorSchema } from './envelope';
import { idPath, pageParam, perPageParam } from './fields';

/** PATCH /admin/users/{id}/status. */
export const accountStatusBodySchema = z.object({
  status: z.enum(ACCOUNT_STATUSES, { error: `status must be one of ${ACCOUNT_STATUSES.join(', ')}.` }),
});

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
