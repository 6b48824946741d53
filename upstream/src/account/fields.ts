// zod building blocks for the account forms: trimmed text with the spec's "required" wording,
// e-mail addresses, phone numbers and strict booleans. Every account route builds its schemas from these.
import { z } from 'zod';
import { normalisePhone, phoneSchema } from '../../../contract/rules/phone';

const isMissing = (input: unknown) => input === undefined || input === null;

export interface TextFieldOptions {
  /** Message when the field is absent or blank (e.g. the spec's 'All fields are required.'). */
  required: string;
  max: number;
  label: string;
}

/** A required string: trimmed, not blank, at most `max` characters. */
export function requiredText({ required, max, label }: TextFieldOptions) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? required : `${label} must be text.`) })
    .trim()
    .min(1, required)
    .max(max, `${label} may not be longer than ${max} characters.`);
}

/** A required e-mail address, trimmed and lower-cased. */
export function emailField(required: string) {
  return requiredText({ required, max: 254, label: 'Email' })
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address.' }));
}

/** true or false only: "yes", 1 and null are refused so that a toggle never flips by accident. */
export const booleanField = (name: string) => z.boolean({ error: `${name} must be true or false.` });

/** A positive database id given in a JSON body. */
export const bodyId = (name: string, required = `${name} is required.`) =>
  z
    .number({ error: (issue) => (isMissing(issue.input) ? required : `${name} must be a whole number.`) })
    .int(`${name} must be a whole number.`)
    .min(1, `${name} must be a whole number.`)
    .max(2147483647, `${name} is too large.`);

export const INVALID_PHONE = 'Please enter a valid phone number.';

/**
 * A phone number in any spelling, given on as E.164 (+254712345678): every phone the API stores or
 * compares goes through the one rule the storefront's forms use (contract/rules/phone.ts).
 */
export const phoneField = (message = INVALID_PHONE, normalise = normalisePhone) => phoneSchema(message, normalise);
