// Reading a list's query string in zod: what counts as "set", lists of ids or slugs, search terms,
// prices and choices. Pure zod, so the API's query schemas (contract/api/<resource>.ts) are built
// from it and the storefront can read the same rules.
import { z } from 'zod';
import { isIdText } from '../rules/ids';

/** Longest search term we act on; the rest is cut off (a search box, not a document). */
const SEARCH_MAX_LENGTH = 100;

// PostgreSQL rejects NUL in text and control characters never belong in a filter.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/**
 * One query key's value or values: control characters become spaces, each value is trimmed and
 * blanks dropped; a list's values are joined with commas (`?category_id=1&category_id=2` =
 * `?category_id=1,2`), any other key keeps its first. Undefined when nothing but blanks was sent,
 * so `?category_id=` means the filter is not set.
 */
export function queryValue(raw: unknown, isList: boolean): string | undefined {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const cleaned = values.map((v) => String(v).replace(CONTROL_CHARS, ' ').trim()).filter((v) => v !== '');
  if (cleaned.length === 0) return undefined;
  return isList ? cleaned.join(',') : cleaned[0];
}

/** A field of a declared route's query, read as queryValue reads it. */
export const fromQuery = <S extends z.ZodType>(schema: S) => z.preprocess((raw) => queryValue(raw, false), schema);

/** A list field of a declared route's query: repeated values joined with commas. */
export const fromQueryList = <S extends z.ZodType>(schema: S) => z.preprocess((raw) => queryValue(raw, true), schema);

/** A search box value: whitespace collapsed, capped at SEARCH_MAX_LENGTH; empty means no search. */
function normalizeSearchTerm(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const term = raw.replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return term === '' ? undefined : term;
}

export const searchQuery = z
  .string()
  .optional()
  .transform((v) => normalizeSearchTerm(v));

const MAX_LIST_ITEMS = 50;

/**
 * A query value of comma-separated items (blanks dropped, each trimmed and `normalise`d), as a
 * zod schema: every item must pass `valid`, else `message`; at most MAX_LIST_ITEMS of them;
 * duplicates removed.
 */
const commaListQuery = <T>(
  name: string,
  message: string,
  normalise: (part: string) => string,
  valid: (part: string) => boolean,
  convert: (part: string) => T,
) =>
  z.string().transform((value, ctx) => {
    const parts = value
      .split(',')
      .map((p) => normalise(p.trim()))
      .filter((p) => p !== '');
    if (parts.length === 0 || !parts.every(valid)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (parts.length > MAX_LIST_ITEMS) {
      ctx.addIssue({ code: 'custom', message: `${name} accepts at most ${MAX_LIST_ITEMS} values` });
      return z.NEVER;
    }
    return [...new Set(parts.map(convert))];
  });

/** `1` or `1,2,3`: positive whole numbers, at most 50 of them, duplicates removed. */
export const idListQuery = (name: string) =>
  commaListQuery(name, `${name} must be a whole number or a comma-separated list of whole numbers`, (p) => p, isIdText, Number);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL slug as the seed writes them (lowercase letters, digits, single hyphens). */
export function isSlug(value: string): boolean {
  return value.length <= 120 && SLUG.test(value);
}

/** `textiles` or `textiles,jewelry`: slugs, compared in lowercase. */
export const slugListQuery = (name: string) =>
  commaListQuery(
    name,
    `${name} must be a slug or a comma-separated list of slugs (e.g. textiles,jewelry)`,
    (p) => p.toLowerCase(),
    isSlug,
    (p) => p,
  );

/** A price in Ksh: a number from 0 (numeric(12,2) holds up to 9,999,999,999.99). */
export const priceQuery = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be 0 or more`)
    .max(9_999_999_999, `${name} is too large`);

/** An enum with a message that lists what is allowed. */
export const enumQuery = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });
