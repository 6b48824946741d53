// LIKE patterns for the catalogue's substring searches (the query readers are the contract's,
// contract/api/catalog-query.ts).

/** Escapes LIKE wildcards so a search for `50%` looks for the text. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
