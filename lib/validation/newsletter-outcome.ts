// How a newsletter form post without JavaScript ended, carried to /newsletter as ?outcome=, and the
// catalogue's text for it. No zod here.
import { NEWSLETTER_MESSAGES } from '@/lib/messages/catalogue';

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
