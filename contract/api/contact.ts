// The Contact page's message (POST /contact): what the API accepts and what it answers.
import { z } from 'zod';
import { CONTACT_LIMITS } from '../rules/contact-limits';
import { emailField, requiredText } from './fields';

const FILL_ALL = 'Please fill in all fields.';

export const contactBodySchema = z.object({
  name: requiredText({ required: FILL_ALL, max: CONTACT_LIMITS.name, label: 'Name' }),
  email: emailField(FILL_ALL),
  message: requiredText({ required: FILL_ALL, max: CONTACT_LIMITS.message, label: 'Message' }),
});

/** The stored message: its number and when it was received. */
export const contactReceivedSchema = z.object({ id: z.number().int(), created_at: z.string() });
