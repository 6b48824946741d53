// Everything the sitemap lists, cached as one entry: every product (read page by page, up to the
// sitemap protocol's 50,000 URLs), the category tree (the cached read the category index uses),
// every shop and every story.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { fetchProductList, fetchShopList, fetchStoryList } from '@/lib/upstream/catalog';
import type { UpstreamResult } from '@/lib/upstream/client';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, unwrap } from './load';
import { getCategoryTree } from './taxonomy';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Items per API page while listing: the API's maximum for each list. */
const PER_PAGE = 100;
const STORIES_PER_PAGE = 50;
const PARALLEL_PAGES = 4;

export interface SitemapData {
  productIds: number[];
  categoryIds: number[];
  subcategoryIds: number[];
  divisionIds: number[];
  shopSlugs: string[];
  stories: { id: number; slug: string }[];
}

/** All pages of a paginated list, at most `maxItems` items, a few pages at a time. */
async function readAllPages<T>(
  read: (page: number) => Promise<UpstreamResult<{ items: T[]; lastPage: number }>>,
  what: string,
  maxItems: number,
): Promise<T[]> {
  const first = unwrap(await read(1), what);
  const items = [...first.items];
  const perPage = Math.max(1, first.items.length);
  const lastPage = Math.min(first.lastPage, Math.ceil(maxItems / perPage));
  for (let start = 2; start <= lastPage; start += PARALLEL_PAGES) {
    const pages = Array.from({ length: Math.min(PARALLEL_PAGES, lastPage - start + 1) }, (_, i) => start + i);
    const results = await Promise.all(pages.map(read));
    for (const result of results) items.push(...unwrap(result, what).items);
  }
  return items.slice(0, maxItems);
}

async function cachedSitemapData(): Promise<SitemapData> {
  'use cache';
  cacheLife(lifetimes.editorial);
  // List tags only: a new or removed product or category changes the sitemap; an edit does not.
  cacheTag(tags.catalogue, tags.productList, tags.categories, tags.shopList, tags.storyList);

  const [products, tree, shops, stories] = await Promise.all([
    readAllPages(
      async (page) => {
        const result = await fetchProductList({ page, perPage: PER_PAGE, sortBy: 'newest' });
        return result.ok ? { ok: true as const, message: result.message, data: { items: result.data.products.map((p) => p.id), lastPage: result.data.lastPage } } : result;
      },
      'list products for the sitemap',
      SITEMAP_MAX_URLS,
    ),
    getCategoryTree(),
    readAllPages(
      async (page) => {
        const result = await fetchShopList({ page, perPage: PER_PAGE, sortBy: 'name' });
        return result.ok ? { ok: true as const, message: result.message, data: { items: result.data.items.map((s) => s.slug), lastPage: result.data.lastPage } } : result;
      },
      'list shops for the sitemap',
      SITEMAP_MAX_URLS,
    ),
    readAllPages(
      async (page) => {
        const result = await fetchStoryList({ page, perPage: STORIES_PER_PAGE });
        return result.ok
          ? { ok: true as const, message: result.message, data: { items: result.data.items.map((s) => ({ id: s.id, slug: s.slug })), lastPage: result.data.lastPage } }
          : result;
      },
      'list stories for the sitemap',
      SITEMAP_MAX_URLS,
    ),
  ]);

  const subcategories = tree.flatMap((c) => c.subcategories);
  return {
    productIds: products,
    categoryIds: tree.map((c) => c.id),
    subcategoryIds: subcategories.map((s) => s.id),
    divisionIds: subcategories.flatMap((s) => s.divisions.map((d) => d.id)),
    shopSlugs: shops,
    stories,
  };
}

/** What app/sitemap.ts lists. Throws when the API fails (the sitemap answers 500, nothing cached). */
export async function getSitemapData(): Promise<SitemapData> {
  await avoidBuildTimeFetch();
  return cachedSitemapData();
}
