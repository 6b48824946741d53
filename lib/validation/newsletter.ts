// The newsletter signup's one rule set (spec section 5: email required), shared by the form and
// POST /api/newsletter, with the catalogue's wording for a missing or malformed address.
import { MAX_EMAIL_LENGTH } from '@/contract/rules/email';
import { NEWSLETTER_MESSAGES } from '@/lib/messages/catalogue';
import { z } from './zod';

export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.emailRequired })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.emailRequired)
    .max(MAX_EMAIL_LENGTH, NEWSLETTER_MESSAGES.invalidEmail)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalidEmail)),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
