// The newsletter signup's one rule set (spec section 5: email required), shared by the form and
// POST /api/newsletter, with the auth forms' wording for a missing or malformed address.
import { z } from 'zod';
import { messages } from '@/lib/validation/auth';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing!',
  failed: 'Subscription failed. Please try again.',
  emailRequired: messages.emailRequired,
  invalidEmail: messages.invalidEmail,
} as const;

export const newsletterSchema = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(254, messages.invalidEmail)
    .pipe(z.email(messages.invalidEmail)),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** How a form post without JavaScript ended, carried back to the landing page as ?newsletter=. */
export const NEWSLETTER_OUTCOMES = {
  subscribed: NEWSLETTER_MESSAGES.subscribed,
  missing: NEWSLETTER_MESSAGES.emailRequired,
  invalid: NEWSLETTER_MESSAGES.invalidEmail,
  failed: NEWSLETTER_MESSAGES.failed,
} as const;

export type NewsletterOutcome = keyof typeof NEWSLETTER_OUTCOMES;

export function readNewsletterOutcome(value: unknown): NewsletterOutcome | null {
  return typeof value === 'string' && value in NEWSLETTER_OUTCOMES ? (value as NewsletterOutcome) : null;
}
