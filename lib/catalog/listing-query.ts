// The listing pages' state lives in the URL, so a filtered page can be shared, bookmarked and
// crawled: `/marketplace?category=textiles,jewelry&sort=price_asc&min=500&max=5000&q=kiondo&page=2`.
// Pure functions: reading searchParams into a state and writing a state back into an href.
import type { ProductSort } from '@/lib/domain/catalog';
import { firstParam, readPage, type SearchParams } from '@/lib/routing/search-params';

/**
 * Every query key a listing reads. A /marketplace request with none of them is served the cached
 * unfiltered page (proxy.ts).
 */
export const LISTING_PARAMS = ['category', 'sort', 'min', 'max', 'q', 'page'] as const;

/** The sort choices a shopper sees, in order (values are the API's `sortBy`). */
export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price low to high' },
  { value: 'price_desc', label: 'Price high to low' },
  { value: 'name_asc', label: 'Name' },
  { value: 'rating', label: 'Top rated' },
];

/** Offered only with a search: the API's default order for `searchTerm`. */
export const RELEVANCE_OPTION = { value: 'relevance', label: 'Best match' } as const;

const SORT_VALUES = new Set<string>([...SORT_OPTIONS.map((o) => o.value), RELEVANCE_OPTION.value]);

const MAX_PRICE = 10_000_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ListingState {
  /** Category slugs, sorted, no duplicates. */
  categories: string[];
  sort: ProductSort | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** The search text, whitespace collapsed; '' when not searching. */
  q: string;
  page: number;
}

export const EMPTY_LISTING: ListingState = { categories: [], sort: null, minPrice: null, maxPrice: null, q: '', page: 1 };

function all(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => v.split(','));
}

function readPrice(value: string | string[] | undefined): number | null {
  const raw = firstParam(value).replace(/[,\s]/g, '');
  if (raw === '' || !/^\d+(\.\d{1,2})?$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_PRICE ? n : null;
}

/** The longest search a listing reads (and its search box accepts). */
export const MAX_SEARCH_LENGTH = 100;

/**
 * A listing's search text from `?q=`: the first value, whitespace collapsed, at most
 * MAX_SEARCH_LENGTH characters. The listings read it so, and a search box compares with it.
 */
export function readSearchText(value: string | string[] | undefined): string {
  return firstParam(value).replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH).trim();
}

/** The listing's state from the URL. Nonsense is ignored rather than shown as an error. */
export function readListingState(params: SearchParams): ListingState {
  const categories = [
    ...new Set(
      all(params.category)
        .map((s) => s.trim().toLowerCase())
        .filter((s) => SLUG.test(s)),
    ),
  ].sort();
  const sortRaw = firstParam(params.sort);
  const q = readSearchText(params.q);
  let minPrice = readPrice(params.min);
  let maxPrice = readPrice(params.max);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = SORT_VALUES.has(sortRaw) && (sortRaw !== 'relevance' || q) ? (sortRaw as ProductSort) : null;
  return { categories, sort, minPrice, maxPrice, q, page: readPage(params.page) };
}

/**
 * The URL of a listing state. Parameters appear in a fixed order and only when set, and page 1 is
 * never written, so one state has one URL (one cache entry, one canonical link).
 */
export function listingHref(pathname: string, state: Partial<ListingState>): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.categories && state.categories.length > 0) params.set('category', [...state.categories].sort().join(','));
  if (state.sort) params.set('sort', state.sort);
  if (state.minPrice !== null && state.minPrice !== undefined) params.set('min', String(state.minPrice));
  if (state.maxPrice !== null && state.maxPrice !== undefined) params.set('max', String(state.maxPrice));
  if (state.page && state.page > 1) params.set('page', String(state.page));
  // Commas stay readable in the URL: ?category=textiles,jewelry
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `${pathname}?${query}` : pathname;
}

/** The state with one category switched on or off; any change of filter goes back to page 1. */
export function toggleCategory(state: ListingState, slug: string): ListingState {
  const categories = state.categories.includes(slug) ? state.categories.filter((s) => s !== slug) : [...state.categories, slug].sort();
  return { ...state, categories, page: 1 };
}

/** True when anything narrows the list (used to offer 'clear filters'). */
export function hasFilters(state: ListingState): boolean {
  return state.categories.length > 0 || state.minPrice !== null || state.maxPrice !== null || state.q !== '';
}

/** The page numbers to link: first, last, and a window of 2 either side of the current page. */
export function pageWindow(current: number, last: number, radius = 2): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= last; n += 1) {
    if (n === 1 || n === last || Math.abs(n - current) <= radius) pages.push(n);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}
