// The Contact form's one rule set (spec section 5: name, email and message required, 'Please fill
// in all fields.'), shared by the form (loaded when it is sent) and POST /api/contact.
import { CONTACT_MESSAGES } from '@/lib/messages/catalogue';
import type { ContactOutcome } from './contact-outcome';
import { CONTACT_LIMITS } from '@/contract/rules/contact-limits';
import { z } from './zod';

const filled = z.string({ error: CONTACT_MESSAGES.fillAll }).trim().min(1, CONTACT_MESSAGES.fillAll);

export const contactSchema = z.object({
  name: filled.max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: filled.max(CONTACT_LIMITS.email, CONTACT_MESSAGES.invalidEmail).pipe(z.email(CONTACT_MESSAGES.invalidEmail)),
  message: filled.max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** The outcome page for a failed check: a missing field, else a bad address, else a general failure. */
export function outcomeOf(error: z.ZodError): ContactOutcome {
  const first = error.issues[0]?.message;
  if (first === CONTACT_MESSAGES.fillAll) return 'missing';
  if (first === CONTACT_MESSAGES.invalidEmail) return 'invalid';
  return 'failed';
}
