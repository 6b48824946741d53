// Cached reads of the shop directory: the paginated list, the hub's stats and the country filter.
import 'server-only';
import { cachedRead } from './cache';
import { fetchShopCountries, fetchShopList, fetchShopStats } from '@/lib/upstream/catalog';
import type { Page, ShopListQuery, ShopStats, ShopSummary } from '@/lib/domain/catalog';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, dataOrThrow } from './load';

const cachedShopList = cachedRead(
  'shop-list',
  lifetimes.editorial,
  () => [tags.catalogue, tags.shopList],
  async (query: ShopListQuery): Promise<Page<ShopSummary>> => dataOrThrow(await fetchShopList(query), 'load shops'),
);

/** One page of shops with the gallery's filters. Throws when the API fails. */
export async function getShopList(query: ShopListQuery = {}): Promise<Page<ShopSummary>> {
  await avoidBuildTimeFetch();
  // Only set values take part in the cache key.
  const key = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as ShopListQuery;
  return cachedShopList(key);
}

const cachedShopStats = cachedRead(
  'shop-stats',
  lifetimes.editorial,
  () => [tags.catalogue, tags.shopList],
  async (): Promise<ShopStats> => dataOrThrow(await fetchShopStats(), 'load shop stats'),
);

/** How many individual artisans and brands sell here. Throws when the API fails. */
export async function getShopStats(): Promise<ShopStats> {
  await avoidBuildTimeFetch();
  return cachedShopStats();
}

const cachedShopCountries = cachedRead(
  'shop-countries',
  lifetimes.editorial,
  () => [tags.catalogue, tags.shopList],
  async (): Promise<string[]> => dataOrThrow(await fetchShopCountries(), 'load shop countries'),
);

/** The countries shops are in, for the galleries' filter. */
export async function getShopCountries(): Promise<string[]> {
  await avoidBuildTimeFetch();
  return cachedShopCountries();
}
