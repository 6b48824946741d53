// The cached read of one shop, shared by every visitor. Tagged `shop:{id}` (and its featured
// product's `product:{id}`), so the API's webhook refreshes exactly the pages that show it.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { fetchShopBySlug } from '@/lib/upstream/shops';
import type { ShopDetail } from '@/lib/domain/catalog';
import { avoidBuildTimeFetch, unwrapOrNull } from './load';
import { lifetimes, tags } from './tags';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A shop slug from a URL segment, lowercased; null when it could never be one (the page is a 404). */
export function parseShopSlug(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch (error) {
    // A malformed escape (`%E0%A4%A`) is not a slug any shop has.
    if (error instanceof URIError) return null;
    throw error;
  }
  const slug = decoded.trim().toLowerCase();
  return slug.length <= 200 && SLUG.test(slug) ? slug : null;
}

async function cachedShopBySlug(slug: string): Promise<ShopDetail | null> {
  'use cache';
  cacheLife(lifetimes.editorial);
  // A miss may become a hit when a shop opens: the list tag covers that.
  cacheTag(tags.catalogue, tags.shopList);
  const shop = unwrapOrNull(await fetchShopBySlug(slug), 'load the shop');
  if (shop) {
    cacheTag(tags.shop(shop.id));
    if (shop.featuredProduct) cacheTag(tags.product(shop.featuredProduct.id));
  }
  return shop;
}

/**
 * The shop with its categories and featured product; null when there is no such shop (the page
 * calls notFound()). Throws when the API fails, so error.tsx shows the spec's message and no
 * error is ever cached.
 */
export async function getShopBySlug(slug: string): Promise<ShopDetail | null> {
  const clean = parseShopSlug(slug);
  if (!clean) return null;
  await avoidBuildTimeFetch();
  return cachedShopBySlug(clean);
}
