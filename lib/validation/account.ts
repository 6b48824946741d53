// The account forms' rules and messages (spec section 5 where it has them), shared by the client
// forms and their route handlers.
import { z } from './zod';

export const ACCOUNT_MESSAGES = {
  profileSaved: 'Your details were saved.',
  profileFailed: 'Failed to save your details.',
  profileLoadFailed: 'Failed to load profile.',
  usernameRequired: 'Please enter a username.',
  usernameShape: 'Use 2 to 40 letters, digits, dots, dashes or underscores.',
  phone: 'Please enter a valid phone number.',
  mpesa: 'Please enter a valid M-Pesa number.',
  date: 'Use the date format YYYY-MM-DD.',
  gender: 'Choose one of the options.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  statusChanged: (status: string) => `The account is now ${status}.`,
  statusFailed: 'Failed to change the account status.',
  addressSaved: 'Address saved.',
  addressDeleted: 'Address deleted.',
  addressDefault: 'Default address updated.',
  addressFailed: 'Failed to save the address',
  addressesLoadFailed: 'Failed to load addresses',
  addressMissing: 'Address not found.',
  allRequired: 'All fields are required.',
  returnCreated: 'Return request submitted.',
  returnCancelled: 'Return request cancelled.',
  returnFailed: 'Failed to submit the return request.',
  returnMissing: 'Return request not found.',
  invoiceMissing: 'Invoice not found.',
  invoiceFailed: 'Failed to download the invoice.',
  adminOnly: 'Only an admin can do this.',
} as const;

export const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const;

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

const PHONE = /^\+?[0-9 -]{7,20}$/;

/** User Details' Edit form: every field as text (empty means none), checked as the API does. */
export const profileSchema = z.object({
  firstName: optional('First name', 80),
  lastName: optional('Last name', 80),
  username: z
    .string({ error: ACCOUNT_MESSAGES.usernameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.usernameRequired)
    .regex(/^[A-Za-z0-9._-]{2,40}$/, ACCOUNT_MESSAGES.usernameShape),
  phone: optionalMatching(PHONE, ACCOUNT_MESSAGES.phone),
  mpesa: optionalMatching(PHONE, ACCOUNT_MESSAGES.mpesa),
  dateOfBirth: optionalMatching(/^\d{4}-\d{2}-\d{2}$/, ACCOUNT_MESSAGES.date).refine(
    (v) => v === null || (!Number.isNaN(Date.parse(v)) && new Date(v).getTime() < Date.now()),
    ACCOUNT_MESSAGES.date,
  ),
  gender: z
    .string()
    .refine((v) => v === '' || (GENDERS as readonly string[]).includes(v), ACCOUNT_MESSAGES.gender)
    .transform((v) => v || null),
  idNumber: optional('ID number', 30),
  country: optional('Country', 80),
  town: optional('Town', 80),
});

export const accountStatusSchema = z.object({
  status: z.enum(['active', 'suspended', 'banned'], { error: 'Choose active, suspended or banned.' }),
});

/** Returns: an order of the buyer's and a reason, both required ('All fields are required.'). */
export const returnSchema = z.object({
  orderNumber: z.string({ error: ACCOUNT_MESSAGES.allRequired }).trim().min(1, ACCOUNT_MESSAGES.allRequired).max(64, ACCOUNT_MESSAGES.allRequired),
  reason: z.string({ error: ACCOUNT_MESSAGES.allRequired }).trim().min(1, ACCOUNT_MESSAGES.allRequired).max(1000, ACCOUNT_MESSAGES.tooLong('Reason', 1000)),
});
