// What a page reads from its address's query string, and the one parser of `?page=`. Next hands a
// page its searchParams as a record whose values are a string, a list (the key repeated) or absent;
// the listings, the account lists, the auth pages and the route handlers all read them through here.

/** A page's query as Next hands it (pages receive it as a Promise). */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A query parameter's first value, trimmed; '' when absent. */
export function firstParam(value: string | string[] | null | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** Highest page a list link may ask for; the API answers an empty page beyond the last. */
const MAX_PAGE = 10_000;

/** `?page=n` as a page number: 1 when absent or not a sensible number. */
export function readPage(value: string | string[] | null | undefined): number {
  const raw = firstParam(value);
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

/**
 * A list's address at a page; page 1 has no `page` parameter, so one page has one address. The
 * address may already carry its filter (`/seller/orders?state=shipped`): the page comes after it.
 */
export function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}${path.includes('?') ? '&' : '?'}page=${page}` : path;
}
