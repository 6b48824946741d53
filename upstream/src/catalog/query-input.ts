// Reading the public catalogue's query strings: what counts as "set", lists, search terms and slugs.
import { isIdText } from '../../../contract/rules/ids';
import type { Context } from 'hono';
import { z } from 'zod';

/** Longest search term we act on; the rest is cut off (a search box, not a document). */
const SEARCH_MAX_LENGTH = 100;

// PostgreSQL rejects NUL in text and control characters never belong in a filter.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/**
 * The query string as a record for zod: the first value of each key, except `listKeys`, whose
 * repeated values are joined with commas (`?category_id=1&category_id=2` = `?category_id=1,2`).
 * Empty values are dropped, so `?category_id=` means the filter is not set.
 */
export function readQuery(c: Context, listKeys: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    const value = queryValue(values, listKeys.includes(key));
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** One key's value or values as readQuery reads them; undefined when nothing but blanks was sent. */
function queryValue(raw: unknown, isList: boolean): string | undefined {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const cleaned = values.map((v) => String(v).replace(CONTROL_CHARS, ' ').trim()).filter((v) => v !== '');
  if (cleaned.length === 0) return undefined;
  return isList ? cleaned.join(',') : cleaned[0];
}

/** A field of a declared route's query (http/openapi.ts), read as readQuery reads it. */
export const fromQuery = <S extends z.ZodType>(schema: S) => z.preprocess((raw) => queryValue(raw, false), schema);

/** A list field of a declared route's query: repeated values joined with commas, as readQuery's listKeys. */
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

/** Escapes LIKE wildcards so a search for `50%` looks for the text. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
