// One shop in depth, for its page in the seller galleries: `GET /shops/slug/{slug}` with the
// categories it sells in and its featured product. A public call only, so lib/catalog may cache
// it for every visitor. The list, stats and countries are in catalog.ts.
import 'server-only';
import type { z } from 'zod';
import { api } from '@/lib/routing/urls';
import { toProductSummary, toShopSummary } from './catalog-normalise';
import { CACHED_READ, publicCall, type UpstreamResult } from './client';
import { shopDetailSchema } from '@/contract/api/shops';
import type { ShopDetail } from '@/lib/domain/catalog';

/**
 * A category's URL slug from its name (spec section 3: lowercased, spaces as hyphens; anything
 * else that is not a letter or digit is dropped too, so the slug is always safe in a path).
 */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function toShopDetail(s: z.infer<typeof shopDetailSchema>): ShopDetail {
  const featured = s.featured_product;
  return {
    ...toShopSummary(s),
    categories: s.categories.map((c) => ({ id: c.category_id, name: c.name, slug: categorySlug(c.name) })).filter((c) => c.slug !== ''),
    featuredProduct: featured ? { ...toProductSummary(featured), description: featured.description } : null,
  };
}

/** `GET /shops/slug/{slug}`: a 404 is an unknown shop. */
export function fetchShopBySlug(slug: string): Promise<UpstreamResult<ShopDetail>> {
  return publicCall(api.shopBySlug(slug), shopDetailSchema.transform(toShopDetail), CACHED_READ);
}
