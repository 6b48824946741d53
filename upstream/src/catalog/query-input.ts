// Reading the query strings of the routes not yet declared (blogs): the query string as a record
// for zod, read by the contract's rules (contract/api/catalog-query.ts); and LIKE patterns.
import type { Context } from 'hono';
import { queryValue } from '../../../contract/api/catalog-query';

// blogs.ts reads these from here until it is declared; a declared route imports the contract.
export { isSlug, searchQuery } from '../../../contract/api/catalog-query';

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

/** Escapes LIKE wildcards so a search for `50%` looks for the text. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
