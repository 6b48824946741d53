// The console's Contact messages (issue 33, point 6): marking one answers its message and new state.
import * as z from 'zod/mini';
import { CONTACT_MESSAGE_STATUSES } from '@/contract/rules/contact-messages';

/** PATCH /api/admin/contact-messages/{id}. */
export const contactMessageAnswer = z.object({ message: z.string(), status: z.enum(CONTACT_MESSAGE_STATUSES) });
