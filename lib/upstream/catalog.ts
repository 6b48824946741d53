// The public catalogue: products, the category tree, shops and stories. Public calls only (no
// token), so lib/catalog may cache their answers for every visitor. Each read parses with the
// contract schema and normalises into lib/domain's types here, once.
import 'server-only';
import { api } from '@/lib/routing/urls';
import { CACHED_READ, mapResult, publicCall, type UpstreamResult } from './client';
import { blogListSchema } from '@/contract/api/blogs';
import { productListSchema } from '@/contract/api/catalog';
import { shopCountriesSchema, shopListSchema, shopStatsSchema } from '@/contract/api/shops';
import { categoryDetailSchema, categoryListSchema, divisionDetailSchema, divisionListSchema, subcategoryDetailSchema } from '@/contract/api/taxonomy';
import {
  toCategory,
  toCategoryDetail,
  toDivision,
  toDivisionDetail,
  toProductListPage,
  toShopSummary,
  toStorySummary,
  toSubcategoryDetail,
  productListParams,
  shopListParams,
  storyListParams,
} from './catalog-normalise';
import type {
  Category,
  CategoryDetail,
  Division,
  DivisionDetail,
  Page,
  ProductListPage,
  ProductListQuery,
  ShopListQuery,
  ShopStats,
  ShopSummary,
  StoryListQuery,
  StorySummary,
  SubcategoryDetail,
} from '@/lib/domain/catalog';

export * from './catalog-normalise';

export async function fetchProductList(query: ProductListQuery = {}): Promise<UpstreamResult<ProductListPage>> {
  return mapResult(await publicCall(api.products, productListSchema, { ...CACHED_READ, query: productListParams(query) }), toProductListPage);
}

export async function fetchCategories(): Promise<UpstreamResult<Category[]>> {
  return mapResult(await publicCall(api.categories, categoryListSchema, CACHED_READ), (list) => list.map(toCategory));
}

export async function fetchCategory(id: number): Promise<UpstreamResult<CategoryDetail>> {
  return mapResult(await publicCall(api.category(id), categoryDetailSchema, CACHED_READ), (d) => toCategoryDetail(d.category));
}

export async function fetchSubcategory(id: number): Promise<UpstreamResult<SubcategoryDetail>> {
  return mapResult(await publicCall(api.subcategory(id), subcategoryDetailSchema, CACHED_READ), (d) => toSubcategoryDetail(d.subcategory));
}

export async function fetchDivisions(subcategoryId: number): Promise<UpstreamResult<Division[]>> {
  return mapResult(await publicCall(api.subcategoryDivisions(subcategoryId), divisionListSchema, CACHED_READ), (list) => list.map(toDivision));
}

export async function fetchDivision(id: number): Promise<UpstreamResult<DivisionDetail>> {
  return mapResult(await publicCall(api.division(id), divisionDetailSchema, CACHED_READ), (d) => toDivisionDetail(d.division));
}

export async function fetchShopList(query: ShopListQuery = {}): Promise<UpstreamResult<Page<ShopSummary>>> {
  return mapResult(await publicCall(api.shops, shopListSchema, { ...CACHED_READ, query: shopListParams(query) }), (p) => ({
    page: p.current_page,
    lastPage: p.last_page,
    perPage: p.per_page,
    total: p.total,
    items: p.data.map(toShopSummary),
  }));
}

export async function fetchShopStats(): Promise<UpstreamResult<ShopStats>> {
  return publicCall(api.shopStats, shopStatsSchema, CACHED_READ);
}

export async function fetchShopCountries(): Promise<UpstreamResult<string[]>> {
  return publicCall(api.shopCountries, shopCountriesSchema, CACHED_READ);
}

export async function fetchStoryList(query: StoryListQuery = {}): Promise<UpstreamResult<Page<StorySummary>>> {
  return mapResult(await publicCall(api.blogs, blogListSchema, { ...CACHED_READ, query: storyListParams(query) }), (p) => ({
    page: p.current_page,
    lastPage: p.last_page,
    perPage: p.per_page,
    total: p.total,
    items: p.data.map(toStorySummary),
  }));
}
