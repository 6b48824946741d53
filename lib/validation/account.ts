// The account forms' rules (spec section 5 where it has them), shared by the client forms and their
// route handlers, with the catalogue's messages.
import { ACCOUNT_MESSAGES, RETURN_MESSAGES } from '@/lib/messages/catalogue';
import { GENDERS, PROFILE_LIMITS, USERNAME_CHARACTERS, USERNAME_LIMITS } from '@/contract/api/profile';
import { normalisePhone, normaliseSafaricomPhone, toPhone } from '@/contract/rules/phone';
import { ORDER_NUMBER_MAX, RETURN_REASON_MAX } from '@/contract/rules/returns';
import { REFUND_DESTINATIONS } from '@/contract/rules/refunds';
import { z } from './zod';
import { ACCOUNT_STATUSES } from '@/contract/rules/status';
import { ACCOUNT_STATUS_REASON_MAX } from '@/contract/api/admin';

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, ACCOUNT_MESSAGES.tooLong(label, max))
    .transform((v) => v || null);

const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || pattern.test(v), message)
    .transform((v) => v || null);

/** Empty means none; anything else must be a number, sent on in E.164 (contract/rules/phone.ts). */
const optionalPhone = (message: string, normalise = normalisePhone) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => (v === '' ? null : toPhone(message, normalise)(v, ctx)));

/** User Details' Edit form: every field as text (empty means none), checked as the API does. */
export const profileSchema = z.object({
  firstName: optional('First name', PROFILE_LIMITS.firstName),
  lastName: optional('Last name', PROFILE_LIMITS.lastName),
  username: z
    .string({ error: ACCOUNT_MESSAGES.usernameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.usernameRequired)
    .min(USERNAME_LIMITS.min, ACCOUNT_MESSAGES.usernameShape)
    .max(USERNAME_LIMITS.max, ACCOUNT_MESSAGES.usernameShape)
    .regex(USERNAME_CHARACTERS, ACCOUNT_MESSAGES.usernameShape),
  phone: optionalPhone(ACCOUNT_MESSAGES.phone),
  mpesa: optionalPhone(ACCOUNT_MESSAGES.mpesa, normaliseSafaricomPhone),
  dateOfBirth: optionalMatching(/^\d{4}-\d{2}-\d{2}$/, ACCOUNT_MESSAGES.date).refine(
    (v) => v === null || (!Number.isNaN(Date.parse(v)) && new Date(v).getTime() < Date.now()),
    ACCOUNT_MESSAGES.date,
  ),
  gender: z
    .string()
    .pipe(z.enum(['', ...GENDERS], { error: ACCOUNT_MESSAGES.gender }))
    .transform((v) => v || null),
  idNumber: optional('ID number', PROFILE_LIMITS.idNumber),
  country: optional('Country', PROFILE_LIMITS.country),
  town: optional('Town', PROFILE_LIMITS.town),
});

/** An admin's change of an account's status (the console's person page): the reason is optional. */
export const accountStatusSchema = z.object({
  status: z.enum(ACCOUNT_STATUSES, { error: ACCOUNT_MESSAGES.statusChoice }),
  reason: z
    .string()
    .trim()
    .max(ACCOUNT_STATUS_REASON_MAX, ACCOUNT_MESSAGES.tooLong('Reason', ACCOUNT_STATUS_REASON_MAX))
    .optional()
    .transform((v) => v || undefined),
});

/** Returns: an order of the buyer's and a reason, both required ('All fields are required.'), and where its refund goes. */
export const returnSchema = z.object({
  orderNumber: z.string({ error: RETURN_MESSAGES.allRequired }).trim().min(1, RETURN_MESSAGES.allRequired).max(ORDER_NUMBER_MAX, RETURN_MESSAGES.allRequired),
  reason: z
    .string({ error: RETURN_MESSAGES.allRequired })
    .trim()
    .min(1, RETURN_MESSAGES.allRequired)
    .max(RETURN_REASON_MAX, ACCOUNT_MESSAGES.tooLong('Reason', RETURN_REASON_MAX)),
  /** Where the refund goes once approved: back where the money came from unless the buyer picks the wallet. */
  refundTo: z.enum(REFUND_DESTINATIONS, { error: RETURN_MESSAGES.refundToChoice }).default('original'),
});
