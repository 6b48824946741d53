// Cached product lists, shared by every visitor. Tagged with the list tag and the category,
// subcategory, division or shop they are filtered by, so the API's webhook (app/api/revalidate)
// refreshes them when a product or a place in the tree changes.
import 'server-only';
import { cachedRead } from './cache';
import { broadcast, listen } from '@/lib/instances/broadcast';
import { sharedRead } from './shared-read';
import { canonicalProductQuery, fetchProductList } from '@/lib/upstream/catalog';
import type { ProductListPage, ProductListQuery } from '@/lib/domain/catalog';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, dataOrThrow } from './load';

/** The spec's cap for the landing sections and the category, subcategory and division pages. */
export const SECTION_SIZE = 8;

/** The tags of a list: the list tag and what it is filtered by. */
function productListTags(query: ProductListQuery): string[] {
  return [
    tags.catalogue,
    tags.productList,
    ...(query.categoryIds ?? []).slice(0, 20).map(tags.category),
    ...(query.subcategoryId ? [tags.subcategory(query.subcategoryId)] : []),
    ...(query.divisionId ? [tags.division(query.divisionId)] : []),
    ...(query.shopId ? [tags.shop(query.shopId)] : []),
  ];
}

const cachedProductList = cachedRead(
  'product-list',
  lifetimes.catalogue,
  ([query]) => productListTags(query),
  async (query: ProductListQuery): Promise<ProductListPage> => dataOrThrow(await fetchProductList(query), 'load products'),
);

/**
 * A list whose query holds free text or a free number (a search, a price range): nearly every one
 * is asked for once, so it is not worth a data cache entry (on disk, or in Redis with several
 * storefronts: one per query a visitor or a crawler makes up, for a minute each, written on every
 * miss). Equal queries in this process share one API call for OPEN_ENDED_MS instead: a popular
 * search, or a page's list read twice in one render (its metadata and its body).
 */
const OPEN_ENDED_MS = 15_000;
const openEndedList = sharedRead({ forMs: OPEN_ENDED_MS, maxEntries: 500 }, async (query: ProductListQuery): Promise<ProductListPage> =>
  dataOrThrow(await fetchProductList(query), 'load products'),
);

const isOpenEnded = (query: ProductListQuery) => Boolean(query.searchTerm) || query.minPrice !== undefined || query.maxPrice !== undefined;

/** Every instance forgets its open-ended lists when the API's webhook, which reaches one of them, says the catalogue changed. */
const CATALOGUE_CHANGED = 'catalogue-changed';
void listen(CATALOGUE_CHANGED, () => openEndedList.clear());

/** The API's webhook changed the catalogue: the open-ended lists are read again everywhere (the data cache's by their tags). */
export async function forgetOpenEndedLists(): Promise<void> {
  await broadcast(CATALOGUE_CHANGED, String(Date.now()));
}

/**
 * One page of products (20 by default, at most 100). Throws when the API fails, so the page's
 * error.tsx shows 'Failed to load products' and a cached copy is never replaced by an error.
 */
export async function getProductList(query: ProductListQuery = {}): Promise<ProductListPage> {
  await avoidBuildTimeFetch();
  const canonical = canonicalProductQuery(query);
  return isOpenEnded(canonical) ? openEndedList(canonical) : cachedProductList(canonical);
}
