// A record id as the storefront reads it from a URL segment, a form or the API's notices: the one
// parser (the route handlers' zod schemas, the pages' params and the webhook all use it). Digits
// without a leading zero, from 1 to the API's largest id (a positive 32-bit integer), or a number
// that is one; anything else is no id at all (the page or handler answers 404 or 422).
export const MAX_ID = 2147483647;

export function parseId(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 1 && raw <= MAX_ID ? raw : null;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
