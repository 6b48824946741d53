// Cached product lists, shared by every visitor. Tagged with the list tag and the category,
// subcategory, division or shop they are filtered by, so the API's webhook (app/api/revalidate)
// refreshes them when a product or a place in the tree changes.
import 'server-only';
import { cachedRead } from './cache';
import { canonicalProductQuery, fetchProductList } from '@/lib/upstream/catalog';
import type { ProductListPage, ProductListQuery } from '@/lib/domain/catalog';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, unwrap } from './load';

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
  async (query: ProductListQuery): Promise<ProductListPage> => unwrap(await fetchProductList(query), 'load products'),
);

/**
 * One page of products (20 by default, at most 100). Throws when the API fails, so the page's
 * error.tsx shows 'Failed to load products' and a cached copy is never replaced by an error.
 */
export async function getProductList(query: ProductListQuery = {}): Promise<ProductListPage> {
  await avoidBuildTimeFetch();
  return cachedProductList(canonicalProductQuery(query));
}
