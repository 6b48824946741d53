// The zod building blocks of the API's requests, which both programs parse with: trimmed text with
// the spec's "required" wording, e-mail addresses, phone numbers, strict booleans, ids in a body, a
// path or a query, quantities, and the list queries' page and per_page. Each route's request
// schema (contract/api/<resource>.ts) is built from these, so a limit is written once.
import { MAX_PER_PAGE } from '../rules/paging';
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../rules/cart-limits';
import { MAX_EMAIL_LENGTH } from '../rules/email';
import { isIdText, MAX_ID } from '../rules/ids';
import { normalisePhone, phoneSchema } from '../rules/phone';

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
  return requiredText({ required, max: MAX_EMAIL_LENGTH, label: 'Email' })
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
    .max(MAX_ID, `${name} is too large.`);

export const INVALID_PHONE = 'Please enter a valid phone number.';

/**
 * A phone number in any spelling, given on as E.164 (+254712345678): every phone the API stores or
 * compares goes through the one rule the storefront's forms use (contract/rules/phone.ts).
 */
export const phoneField = (message = INVALID_PHONE, normalise = normalisePhone) => phoneSchema(message, normalise);

const quantityMessage = `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

export const quantityField = z.number({ error: quantityMessage }).int(quantityMessage).min(1, quantityMessage).max(MAX_LINE_QUANTITY, quantityMessage);

const productIdMessage = 'product_id must be a product id (a whole number from 1)';

export const productIdField = z.number({ error: productIdMessage }).int(productIdMessage).min(1, productIdMessage).max(MAX_ID, productIdMessage);

/** Query helpers shared by list endpoints. */
export const pageParam = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .max(100000, 'page is too large')
  .default(1);

export const perPageParam = (fallback: number, max = MAX_PER_PAGE) =>
  z.coerce
    .number({ error: `per_page must be a whole number from 1 to ${max}` })
    .int(`per_page must be a whole number from 1 to ${max}`)
    .min(1, `per_page must be a whole number from 1 to ${max}`)
    .max(max, `per_page must be a whole number from 1 to ${max}`)
    .default(fallback);

export const idQuery = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be a whole number`)
    .max(MAX_ID, `${name} is too large`);

/** Query flags as the storefront sends them: true/false, 1/0. */
export const boolQuery = (name: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` }).transform((v) => v === 'true' || v === '1');

/** A path parameter that must be a record's id (a positive whole number): anything else is a 404 `<what> not found`. */
export const idPath = (what: string) =>
  z
    .string()
    .refine(isIdText, `${what} not found`)
    .transform(Number)
    .meta({ description: `The ${what.toLowerCase()}'s id.`, example: '1' });

/** An account as the console names it (a buyer, reviewer, applicant or shop owner): its id, name and e-mail. */
export const personRefSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).meta({ id: 'PersonRef' });
