// How a Contact form post without JavaScript ended: the route sends the browser to
// /contact/{outcome}, and the page shows the catalogue's text for it. No zod here.
import { CONTACT_MESSAGES } from '@/lib/messages/catalogue';

export type ContactField = 'name' | 'email' | 'message';

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
