// Everything the sitemap lists, cached as one entry: every product, shop and story with its dates
// (lean list reads, lib/upstream/sitemap.ts), and the category tree (the cached read the category
// index uses). lib/seo/sitemap.ts turns it into files of at most 50,000 URLs.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { UpstreamResult } from '@/lib/upstream/client';
import { fetchSitemapProducts, fetchSitemapShops, fetchSitemapStories, type DatedPage } from '@/lib/upstream/sitemap';
import type { SitemapData } from '@/lib/seo/sitemap';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, unwrap } from './load';
import { getCategoryTree } from './taxonomy';

export type { SitemapData };

/** Items per API page while listing: the API's maximum for each list. */
const PER_PAGE = 100;
const STORIES_PER_PAGE = 50;
const PARALLEL_PAGES = 6;
/** A bound on what one sitemap read lists (20 files of 50,000 URLs), so a runaway list cannot exhaust memory. */
const MAX_ITEMS = 1_000_000;

/** All pages of a paginated list, a few pages at a time. */
export async function readAllPages<T>(read: (page: number) => Promise<UpstreamResult<DatedPage<T>>>, what: string, maxItems = MAX_ITEMS): Promise<T[]> {
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
  // List tags only: a new or removed product or category changes the sitemap; an edit waits for
  // the editorial lifetime.
  cacheTag(tags.catalogue, tags.productList, tags.categories, tags.shopList, tags.storyList);

  const [products, tree, shops, stories] = await Promise.all([
    readAllPages((page) => fetchSitemapProducts(page, PER_PAGE), 'list products for the sitemap'),
    getCategoryTree(),
    readAllPages((page) => fetchSitemapShops(page, PER_PAGE), 'list shops for the sitemap'),
    readAllPages((page) => fetchSitemapStories(page, STORIES_PER_PAGE), 'list stories for the sitemap'),
  ]);

  const subcategories = tree.flatMap((c) => c.subcategories);
  return {
    products,
    categoryIds: tree.map((c) => c.id),
    subcategoryIds: subcategories.map((s) => s.id),
    divisionIds: subcategories.flatMap((s) => s.divisions.map((d) => d.id)),
    shops,
    stories,
  };
}

/** What the sitemap routes list. Throws when the API fails (the sitemap answers 500, nothing cached). */
export async function getSitemapData(): Promise<SitemapData> {
  await avoidBuildTimeFetch();
  return cachedSitemapData();
}
