// The newsletter signup's one rule set (spec section 5: email required), shared by the form and
// POST /api/newsletter, with the auth forms' wording for a missing or malformed address.
import { messages } from './messages';
import { z } from './zod';

export const newsletterSchema = z.object({
  email: z.string({ error: messages.emailRequired }).trim().min(1, messages.emailRequired).max(254, messages.invalidEmail).pipe(z.email(messages.invalidEmail)),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
