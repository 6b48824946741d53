// PATCH /user/profile's body (the answer is contract/api/account.ts's current user): any of the
// profile's fields, and the limits the storefront's Edit form checks too.
import { z } from 'zod';
import { normaliseSafaricomPhone } from '../rules/phone';
import { phoneField } from './fields';

export const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

/** The longest each free-text field may be. */
export const PROFILE_LIMITS = { firstName: 80, lastName: 80, idNumber: 30, country: 80, town: 80 } as const;

/** A username: 2 to 40 of these characters. */
export const USERNAME_LIMITS = { min: 2, max: 40 } as const;
export const USERNAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const optionalText = (max: number) =>
  text(max)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** PATCH /user/profile: any of the fields; empty text or null clears one. */
export const profileBodySchema = z
  .object({
    firstName: optionalText(PROFILE_LIMITS.firstName),
    lastName: optionalText(PROFILE_LIMITS.lastName),
    username: text(USERNAME_LIMITS.max)
      .min(USERNAME_LIMITS.min, `The username needs at least ${USERNAME_LIMITS.min} characters.`)
      .regex(USERNAME_CHARACTERS, 'Use letters, digits, dots, dashes or underscores.')
      .optional(),
    phone: phoneField().nullable().optional(),
    mpesa: phoneField('Please enter a valid M-Pesa number.', normaliseSafaricomPhone).nullable().optional(),
    dateOfBirth: z.iso.date('Use the date format YYYY-MM-DD.').nullable().optional(),
    gender: z.enum(GENDERS, { error: 'Choose female, male, other or prefer_not_to_say.' }).nullable().optional(),
    idNumber: optionalText(PROFILE_LIMITS.idNumber),
    country: optionalText(PROFILE_LIMITS.country),
    town: optionalText(PROFILE_LIMITS.town),
  })
  .strict();
