// A seller gallery's search, filters, sort and page live in its URL
// (`/seller-gallery/premium-brands?q=beads&country=kenya&rating=4&experience=experienced&sort=location&page=2`),
// so a filtered gallery can be shared, bookmarked and crawled, and the form works without
// JavaScript. Pure functions: the URL into a state, a state back into an href and an API query.
import { readSearchText } from '@/lib/catalog/listing-query';
import { firstParam, readPage, type SearchParams } from '@/lib/routing/search-params';
import type { ShopListQuery, ShopType } from '@/lib/domain/catalog';

export type ExperienceFilter = NonNullable<ShopListQuery['yearsOfExperience']>;
export type ShopSort = NonNullable<ShopListQuery['sortBy']>;

export interface GalleryState {
  /** The search text, whitespace collapsed; '' when not searching. */
  q: string;
  /** A country shops are in, lowercased (the API compares lowercase); '' for every country. */
  country: string;
  /** At least this many stars, 1-5; null for any rating. */
  rating: number | null;
  experience: ExperienceFilter | null;
  sort: ShopSort;
  page: number;
}

const DEFAULT_SHOP_SORT: ShopSort = 'name';

/** The gallery's choices as the shopper sees them (spec section 2). */
export const RATING_OPTIONS: readonly { value: number; label: string }[] = [1, 2, 3, 4, 5].map((n) => ({
  value: n,
  label: `${n} ${n === 1 ? 'Star' : 'Stars'}`,
}));
export const EXPERIENCE_OPTIONS: readonly { value: ExperienceFilter; label: string }[] = [
  { value: 'new', label: 'New Seller' },
  { value: 'experienced', label: 'Experienced' },
];
export const SHOP_SORT_OPTIONS: readonly { value: ShopSort; label: string }[] = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'location', label: 'Location' },
];

export const EMPTY_GALLERY: GalleryState = { q: '', country: '', rating: null, experience: null, sort: DEFAULT_SHOP_SORT, page: 1 };

/**
 * The gallery's state from the URL. Nonsense (`rating=9`, an unknown country, `page=-1`) is
 * ignored rather than shown as an error: the gallery shows what the rest of the URL asks for.
 */
export function readGalleryState(params: SearchParams, countries: readonly string[]): GalleryState {
  const country = firstParam(params.country).replace(/\s+/g, ' ').toLowerCase();
  const rating = firstParam(params.rating);
  const experience = firstParam(params.experience);
  const sort = firstParam(params.sort);
  return {
    q: readSearchText(params.q),
    country: countries.some((c) => c.toLowerCase() === country) ? country : '',
    rating: /^[1-5]$/.test(rating) ? Number(rating) : null,
    experience: EXPERIENCE_OPTIONS.find((o) => o.value === experience)?.value ?? null,
    sort: SHOP_SORT_OPTIONS.find((o) => o.value === sort)?.value ?? DEFAULT_SHOP_SORT,
    page: readPage(params.page),
  };
}

/**
 * The URL of a gallery state: parameters in a fixed order, only when set, never the default sort
 * or page 1, so one state has one URL (one cache entry, one canonical link).
 */
export function galleryHref(pathname: string, state: Partial<GalleryState>): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.country) params.set('country', state.country);
  if (state.rating) params.set('rating', String(state.rating));
  if (state.experience) params.set('experience', state.experience);
  if (state.sort && state.sort !== DEFAULT_SHOP_SORT) params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** True when anything narrows the list (used to offer 'Clear filters'). */
export function isFiltered(state: GalleryState): boolean {
  return Boolean(state.q || state.country || state.rating || state.experience);
}

/** The API's query for one gallery in this state. */
export function shopListQuery(kind: ShopType, state: GalleryState, perPage: number): ShopListQuery {
  return {
    shopType: kind,
    // Page 1 is left out, so the first page shares its cache entry with other readers of the list.
    page: state.page > 1 ? state.page : undefined,
    perPage,
    search: state.q || undefined,
    country: state.country || undefined,
    ratings: state.rating ?? undefined,
    yearsOfExperience: state.experience ?? undefined,
    sortBy: state.sort,
  };
}
