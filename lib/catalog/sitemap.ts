// Everything the sitemap lists, read page by page from the API and cached as one entry: every
// product (up to the sitemap protocol's 50,000 URLs), the category tree, shops and stories.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { fetchCategories, fetchCategory, fetchDivisions, fetchProductList, fetchShopList, fetchStoryList } from '@/lib/upstream/catalog';
import type { Page } from '@/lib/domain/catalog';
import type { UpstreamResult } from '@/lib/upstream/client';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, unwrap } from './load';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
const PRODUCTS_PER_PAGE = 100;
const PARALLEL_PAGES = 4;

export interface SitemapData {
  productIds: number[];
  categoryIds: number[];
  subcategoryIds: number[];
  divisionIds: number[];
  shopSlugs: string[];
  stories: { id: number; slug: string; createdAt: string }[];
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

const asPage = <T>(result: UpstreamResult<Page<T>>) => result;

async function cachedSitemapData(): Promise<SitemapData> {
  'use cache';
  cacheLife(lifetimes.editorial);
  // List tags only: a new or removed product, shop or story changes the sitemap; an edit does not.
  cacheTag(tags.catalogue, tags.productList, tags.categories, tags.shopList, tags.storyList);

  const [products, categories, shops, stories] = await Promise.all([
    readAllPages(
      async (page) => {
        const result = await fetchProductList({ page, perPage: PRODUCTS_PER_PAGE, sortBy: 'newest' });
        return result.ok ? { ok: true as const, message: result.message, data: { items: result.data.products.map((p) => p.id), lastPage: result.data.lastPage } } : result;
      },
      'list products for the sitemap',
      SITEMAP_MAX_URLS,
    ),
    fetchCategories().then((r) => unwrap(r, 'list categories for the sitemap')),
    readAllPages((page) => fetchShopList({ page, perPage: 100 }).then(asPage), 'list shops for the sitemap', 5_000),
    readAllPages((page) => fetchStoryList({ page, perPage: 50 }).then(asPage), 'list stories for the sitemap', 5_000),
  ]);

  const details = await Promise.all(categories.map(async (c) => unwrap(await fetchCategory(c.id), 'read a category for the sitemap')));
  const subcategoryIds = details.flatMap((d) => d.subcategories.map((s) => s.id));
  const divisions = await Promise.all(subcategoryIds.map(async (id) => unwrap(await fetchDivisions(id), 'list divisions for the sitemap')));

  return {
    productIds: products,
    categoryIds: categories.map((c) => c.id),
    subcategoryIds,
    divisionIds: divisions.flat().map((d) => d.id),
    shopSlugs: shops.map((s) => s.slug),
    stories: stories.map((s) => ({ id: s.id, slug: s.slug, createdAt: s.createdAt })),
  };
}

/** What app/sitemap.ts lists. Throws when the API fails (the sitemap answers 500, nothing cached). */
export async function getSitemapData(): Promise<SitemapData> {
  await avoidBuildTimeFetch();
  return cachedSitemapData();
}
