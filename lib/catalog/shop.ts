// The cached read of one shop, shared by every visitor. A shop page is found by its slug while the
// API's webhook names shops by id, so the read carries the shop list tag, which every shop event
// refreshes (lib/catalog/revalidation.ts).
import 'server-only';
import { cachedRead } from './cache';
import { fetchShopBySlug } from '@/lib/upstream/shops';
import type { ShopDetail } from '@/lib/domain/catalog';
import { avoidBuildTimeFetch, dataOrNullIfMissing } from './load';
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

// A miss may become a hit when a shop opens: the list tag covers that too.
const cachedShopBySlug = cachedRead(
  'shop',
  lifetimes.editorial,
  () => [tags.catalogue, tags.shopList],
  async (slug: string): Promise<ShopDetail | null> => dataOrNullIfMissing(await fetchShopBySlug(slug), 'load the shop'),
);

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
