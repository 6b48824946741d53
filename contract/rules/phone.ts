// Phone numbers, one rule for both programs (issues 30 and 31): the storefront's forms and route
// handlers and the API read every spelling of a number (0712 345 678, +254-712-345678,
// 254712345678) as one E.164 string (+254712345678), store that, and compare only that, so one
// number can never be two accounts'. Pure (contract/): no messages of its own, no aliases.
//
// libphonenumber-js/min on purpose: the forms that use this run in the browser, and min's metadata
// (each country's calling code, national prefix and possible lengths) tells a number from a typo at
// about half the size of /max. The one range that must be exact, Safaricom's for M-Pesa, is
// checked on top (isSafaricomNumber).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/** Where a number written without its country code is from: the marketplace is Kenyan. */
export const DEFAULT_PHONE_COUNTRY = 'KE';

/** Digits with the separators people type, and at most one leading +; no letters, no extensions. */
const TYPED_PHONE = /^\+?[0-9 ().-]+$/;
const MAX_TYPED_LENGTH = 30;

/** The number in E.164 (+254712345678), or null when it is not a valid phone number. */
export function normalisePhone(input: string): string | null {
  const typed = input.trim();
  if (typed.length > MAX_TYPED_LENGTH || !TYPED_PHONE.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** Safaricom's mobile ranges, the ones M-Pesa pays from: +254 7XX XXX XXX and +254 1XX XXX XXX. */
export function isSafaricomNumber(e164: string): boolean {
  return /^\+254[17]\d{8}$/.test(e164);
}

/** An M-Pesa number in E.164, or null when it is not a Kenyan mobile number. */
export function normaliseSafaricomPhone(input: string): string | null {
  const phone = normalisePhone(input);
  return phone && isSafaricomNumber(phone) ? phone : null;
}

/** An M-Pesa number as Daraja takes it (2547XXXXXXXX or 2541XXXXXXXX), or null. */
export function normaliseMpesaPhone(input: string): string | null {
  return normaliseSafaricomPhone(input)?.slice(1) ?? null;
}

/**
 * A zod transform for a phone field (`.transform(toPhone(message))`): the number normalised (E.164
 * by default), or `message` as the field's issue. Both programs build their phone fields with it.
 */
export function toPhone(message: string, normalise: (input: string) => string | null = normalisePhone) {
  return (value: string, ctx: z.core.$RefinementCtx<string>): string => {
    const phone = normalise(value);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
}

/** A phone field on its own: any text, given on normalised (E.164 by default), else `message`. */
export const phoneSchema = (message: string, normalise: (input: string) => string | null = normalisePhone) =>
  z.string({ error: message }).transform(toPhone(message, normalise));

/** 254712345678 as 2547•••••678: enough for a person to know which number, in mails and on screens. */
export const maskPhone = (phone: string) => (phone.length > 7 ? `${phone.slice(0, 4)}${'•'.repeat(phone.length - 7)}${phone.slice(-3)}` : phone);
