// The Contact form's texts and limits (spec section 5) without its schema, so the contact page's
// first JavaScript carries no zod: the form loads lib/validation/contact.ts when it is first sent.
import { messages } from './messages';

/** The API's own limits (upstream/src/routes/contact.ts). */
export const CONTACT_LIMITS = { name: 120, email: 254, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  fillAll: messages.fillAll,
  invalidEmail: messages.invalidEmail,
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.name} characters.`,
  messageTooLong: `Your message can be at most ${CONTACT_LIMITS.message.toLocaleString('en-KE')} characters.`,
  sent: "Thank you! We'll be in touch soon.",
  failed: "We couldn't send your message. Please try again.",
} as const;

export type ContactField = 'name' | 'email' | 'message';

/** How a form post without JavaScript ended: the route sends the browser to /contact/{outcome}. */
export const CONTACT_OUTCOMES = {
  sent: CONTACT_MESSAGES.sent,
  missing: CONTACT_MESSAGES.fillAll,
  invalid: CONTACT_MESSAGES.invalidEmail,
  failed: CONTACT_MESSAGES.failed,
} as const;

export type ContactOutcome = keyof typeof CONTACT_OUTCOMES;

export function isContactOutcome(value: unknown): value is ContactOutcome {
  return typeof value === 'string' && Object.hasOwn(CONTACT_OUTCOMES, value);
}
