// Cached product lists, shared by every visitor. Tagged with the list tag and one tag per product
// shown, so the API's webhook (app/api/revalidate) refreshes exactly the lists a change touches.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { canonicalProductQuery, fetchProductList } from '@/lib/upstream/catalog';
import type { ProductListPage, ProductListQuery } from '@/lib/domain/catalog';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, unwrap } from './load';

/** The spec's cap for the landing sections and the category, subcategory and division pages. */
export const SECTION_SIZE = 8;

async function cachedProductList(query: ProductListQuery): Promise<ProductListPage> {
  'use cache';
  cacheLife(lifetimes.catalogue);
  cacheTag(tags.catalogue, tags.productList);
  if (query.categoryIds) cacheTag(...query.categoryIds.slice(0, 20).map(tags.category));
  if (query.subcategoryId) cacheTag(tags.subcategory(query.subcategoryId));
  if (query.divisionId) cacheTag(tags.division(query.divisionId));
  if (query.shopId) cacheTag(tags.shop(query.shopId));
  const page = unwrap(await fetchProductList(query), 'load products');
  if (page.products.length > 0) cacheTag(...page.products.map((p) => tags.product(p.id)));
  return page;
}

/**
 * One page of products (20 by default, at most 100). Throws when the API fails, so the page's
 * error.tsx shows 'Failed to load products' and a cached copy is never replaced by an error.
 */
export async function getProductList(query: ProductListQuery = {}): Promise<ProductListPage> {
  await avoidBuildTimeFetch();
  return cachedProductList(canonicalProductQuery(query));
}
