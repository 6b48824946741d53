// The sitemap's reads: every product, shop and story with only what a sitemap entry needs (its
// address and dates). Lean schemas, so reading 100,000 products does not parse and normalise
// 100,000 full product answers. Public calls only.
import 'server-only';
import { z } from 'zod';
import type { Page } from '@/lib/domain/catalog';
import type { SitemapProduct, SitemapShop, SitemapStory } from '@/lib/seo/sitemap';
import { api } from '@/lib/routing/urls';
import { productListParams, shopListParams, storyListParams } from './catalog-normalise';
import { publicCall, type CallOptions, type UpstreamResult } from './client';
import { pageSchema } from './page';

/** What the sitemap reads of a page of the list: its items and how many pages there are. */
export type DatedPage<T> = Pick<Page<T>, 'items' | 'lastPage'>;

const READ: CallOptions = { timeoutMs: 10000 };

const laterOf = (...dates: (string | null | undefined)[]) =>
  dates.filter((d): d is string => Boolean(d) && !Number.isNaN(Date.parse(d!))).sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;

/**
 * A product's page changes when it is listed and when it is verified (the API answers no other
 * date for a product), so its lastmod is the later of the two.
 */
const productDatesSchema = pageSchema(
  z
    .object({
      product_id: z.number().int(),
      created_at: z.string().nullable().optional().catch(null),
      verifiedAt: z.string().nullable().optional().catch(null),
      category: z.object({ category_id: z.number().int() }),
      division: z.object({ division_id: z.number().int(), subcategory: z.object({ subcategory_id: z.number().int() }) }),
    })
    .transform((p): SitemapProduct => ({
      id: p.product_id,
      lastModified: laterOf(p.created_at, p.verifiedAt),
      categoryId: p.category.category_id,
      subcategoryId: p.division.subcategory.subcategory_id,
      divisionId: p.division.division_id,
    })),
);

const shopDatesSchema = pageSchema(
  z
    .object({ shop_url_slug: z.string(), updated_at: z.string().nullable().optional().catch(null) })
    .transform((s): SitemapShop => ({ slug: s.shop_url_slug, lastModified: laterOf(s.updated_at) })),
);

const storyDatesSchema = pageSchema(
  z
    .object({
      post_id: z.number().int(),
      slug: z.string(),
      created_at: z.string(),
      updated_at: z.string().nullable().optional().catch(null),
    })
    .transform((s): SitemapStory => ({ id: s.post_id, slug: s.slug, lastModified: laterOf(s.updated_at, s.created_at) })),
);

/** One page of products, newest first. */
export function fetchSitemapProducts(page: number, perPage: number): Promise<UpstreamResult<DatedPage<SitemapProduct>>> {
  return publicCall(api.products, productDatesSchema, { ...READ, query: productListParams({ page, perPage, sortBy: 'newest' }) });
}

export function fetchSitemapShops(page: number, perPage: number): Promise<UpstreamResult<DatedPage<SitemapShop>>> {
  return publicCall(api.shops, shopDatesSchema, { ...READ, query: shopListParams({ page, perPage, sortBy: 'name' }) });
}

export function fetchSitemapStories(page: number, perPage: number): Promise<UpstreamResult<DatedPage<SitemapStory>>> {
  return publicCall(api.blogs, storyDatesSchema, { ...READ, query: storyListParams({ page, perPage }) });
}
