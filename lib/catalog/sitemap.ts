// Everything the sitemap lists: every product, shop and story with its dates (lean list reads,
// lib/upstream/sitemap.ts), cached in blocks of 5,000 products and one entry of shops and stories,
// and the category tree (the cached read the category index uses). lib/seo/sitemap.ts turns it
// into files of at most 50,000 URLs.
import 'server-only';
import { cachedRead } from './cache';
import type { UpstreamResult } from '@/lib/upstream/client';
import { fetchSitemapProducts, fetchSitemapShops, fetchSitemapStories, type DatedPage } from '@/lib/upstream/sitemap';
import type { SitemapData } from '@/lib/seo/sitemap';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, dataOrThrow } from './load';
import { sharedRead } from './shared-read';
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
  const first = dataOrThrow(await read(1), what);
  const items = [...first.items];
  const perPage = Math.max(1, first.items.length);
  const lastPage = Math.min(first.lastPage, Math.ceil(maxItems / perPage));
  for (let start = 2; start <= lastPage; start += PARALLEL_PAGES) {
    const pages = Array.from({ length: Math.min(PARALLEL_PAGES, lastPage - start + 1) }, (_, i) => start + i);
    const results = await Promise.all(pages.map(read));
    for (const result of results) items.push(...dataOrThrow(result, what).items);
  }
  return items.slice(0, maxItems);
}

/** API pages of products per cached block: 5,000 products, well under the data cache's 2 MB per entry. */
const BLOCK_PAGES = 50;

interface ProductBlock {
  items: SitemapData['products'];
  /** The product list's last API page when this block was read. */
  lastPage: number;
}

// List tags only: a new or removed product, shop, story or category changes the sitemap; an edit
// waits for the editorial lifetime. The product blocks share their lifetime and tags, so they are
// read again together; a shop leaving takes its products with it. A story published or withdrawn
// re-reads only the small entry of shops and stories.
const PRODUCT_BLOCK_TAGS = [tags.catalogue, tags.productList, tags.categories, tags.shopList];
const SHOPS_STORIES_TAGS = [tags.catalogue, tags.shopList, tags.storyList];

/** Block `block` of the product list: API pages block*50+1 to (block+1)*50, a few at a time. */
const cachedProductBlock = cachedRead(
  'sitemap-products',
  lifetimes.editorial,
  () => PRODUCT_BLOCK_TAGS,
  async (block: number): Promise<ProductBlock> => {
    const first = block * BLOCK_PAGES + 1;
    const opening = dataOrThrow(await fetchSitemapProducts(first, PER_PAGE), 'list products for the sitemap');
    const last = Math.min(opening.lastPage, first + BLOCK_PAGES - 1);
    const items = [...opening.items];
    for (let start = first + 1; start <= last; start += PARALLEL_PAGES) {
      const pages = Array.from({ length: Math.min(PARALLEL_PAGES, last - start + 1) }, (_, i) => start + i);
      const results = await Promise.all(pages.map((page) => fetchSitemapProducts(page, PER_PAGE)));
      for (const result of results) items.push(...dataOrThrow(result, 'list products for the sitemap').items);
    }
    return { items, lastPage: opening.lastPage };
  },
);

/** Every product with its dates, block by block (at most MAX_ITEMS). */
async function sitemapProducts(): Promise<SitemapData['products']> {
  const first = await cachedProductBlock(0);
  const blocks = Math.min(Math.ceil(first.lastPage / BLOCK_PAGES), Math.ceil(MAX_ITEMS / (PER_PAGE * BLOCK_PAGES)));
  const rest = await Promise.all(Array.from({ length: Math.max(0, blocks - 1) }, (_, i) => cachedProductBlock(i + 1)));
  // A product that moved to the next block between two reads is listed once.
  const seen = new Set<number>();
  return [first, ...rest].flatMap((b) => b.items).filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id)));
}

const cachedShopsAndStories = cachedRead(
  'sitemap-shops-stories',
  lifetimes.editorial,
  () => SHOPS_STORIES_TAGS,
  async () => {
    const [shops, stories] = await Promise.all([
      readAllPages((page) => fetchSitemapShops(page, PER_PAGE), 'list shops for the sitemap'),
      readAllPages((page) => fetchSitemapStories(page, STORIES_PER_PAGE), 'list stories for the sitemap'),
    ]);
    return { shops, stories };
  },
);

async function sitemapData(): Promise<SitemapData> {
  const [products, tree, { shops, stories }] = await Promise.all([sitemapProducts(), getCategoryTree(), cachedShopsAndStories()]);
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

/**
 * The sitemap's requests in this process share one read while it runs, and its result for a few
 * seconds. The routes render per request, and a stale block is read again in the background by
 * every request that finds it stale until the new copy is stored (Next shares that refresh only
 * within one request): a crawler's burst, or the fuzz suite's hundreds of requests, once set off
 * one refresh per request, 50 API pages each, which starved the API.
 */
const sharedSitemapData = sharedRead({ forMs: 5000, maxEntries: 1 }, sitemapData);

/** What the sitemap routes list. Throws when the API fails (the routes answer 503, nothing cached). */
export async function getSitemapData(): Promise<SitemapData> {
  await avoidBuildTimeFetch();
  return sharedSitemapData();
}
