// A record id as both programs read it from a URL segment, a query, a form or a notice: digits
// without a leading zero, from 1 to the database's largest id (a positive 32-bit integer), or a
// number that is one. Anything else is no id at all (the page or route answers 404 or 422).
export const MAX_ID = 2147483647;

/** The text of an id: 1 to 10 digits, no leading zero (the value is checked against MAX_ID apart). */
export const ID_TEXT = /^[1-9]\d{0,9}$/;

export function parseId(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 1 && raw <= MAX_ID ? raw : null;
  if (typeof raw !== 'string' || !ID_TEXT.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** A string that is an id (see parseId). */
export const isIdText = (raw: string): boolean => parseId(raw) !== null;
