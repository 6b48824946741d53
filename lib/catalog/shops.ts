// Cached reads of the shop directory: the paginated list, the hub's stats and the country filter.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { fetchShopCountries, fetchShopList, fetchShopStats } from '@/lib/upstream/catalog';
import type { Page, ShopListQuery, ShopStats, ShopSummary } from '@/lib/domain/catalog';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, unwrap } from './load';

async function cachedShopList(query: ShopListQuery): Promise<Page<ShopSummary>> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.shopList);
  const page = unwrap(await fetchShopList(query), 'load shops');
  if (page.items.length > 0) cacheTag(...page.items.map((s) => tags.shop(s.id)));
  return page;
}

/** One page of shops with the gallery's filters. Throws when the API fails. */
export async function getShopList(query: ShopListQuery = {}): Promise<Page<ShopSummary>> {
  await avoidBuildTimeFetch();
  // Only set values take part in the cache key.
  const key = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as ShopListQuery;
  return cachedShopList(key);
}

async function cachedShopStats(): Promise<ShopStats> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.shopList);
  return unwrap(await fetchShopStats(), 'load shop stats');
}

/** How many individual artisans and brands sell here. Throws when the API fails. */
export async function getShopStats(): Promise<ShopStats> {
  await avoidBuildTimeFetch();
  return cachedShopStats();
}

async function cachedShopCountries(): Promise<string[]> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.shopList);
  return unwrap(await fetchShopCountries(), 'load shop countries');
}

/** The countries shops are in, for the galleries' filter. */
export async function getShopCountries(): Promise<string[]> {
  await avoidBuildTimeFetch();
  return cachedShopCountries();
}
