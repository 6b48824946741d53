// Administration (admin routes): an account's status, and the messages sent through the Contact page.
import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../rules/status';
import { paginatorSchema } from './envelope';

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
    created_at: z.string(),
  })
  .meta({ id: 'ContactMessage' });

/** GET /admin/contact-messages: newest first. */
export const contactMessageListSchema = paginatorSchema(contactMessageSchema);
