// The public catalogue: products, the category tree, shops and stories. Public calls only (no
// token), so lib/catalog may cache their answers for every visitor. Each read parses with the
// contract schema and normalises into lib/domain's types here, once.
import 'server-only';
import { api } from '@/lib/routing/urls';
import { publicCall, type CallOptions, type UpstreamResult } from './client';
import {
  blogListSchema,
  categoryDetailSchema,
  categoryListSchema,
  divisionDetailSchema,
  divisionListSchema,
  productListSchema,
  shopCountriesSchema,
  shopListSchema,
  shopStatsSchema,
  subcategoryDetailSchema,
} from './schemas';
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

function mapResult<T, U>(result: UpstreamResult<T>, map: (data: T) => U): UpstreamResult<U> {
  return result.ok ? { ok: true, data: map(result.data), message: result.message } : result;
}

// Catalogue pages are cached; a slow API should fail the render (and keep the cached page)
// rather than hold a visitor for the client's default 8 s.
const READ: CallOptions = { timeoutMs: 6000 };

export async function fetchProductList(query: ProductListQuery = {}): Promise<UpstreamResult<ProductListPage>> {
  return mapResult(await publicCall(api.products, productListSchema, { ...READ, query: productListParams(query) }), toProductListPage);
}

export async function fetchCategories(): Promise<UpstreamResult<Category[]>> {
  return mapResult(await publicCall(api.categories, categoryListSchema, READ), (list) => list.map(toCategory));
}

export async function fetchCategory(id: number): Promise<UpstreamResult<CategoryDetail>> {
  return mapResult(await publicCall(api.category(id), categoryDetailSchema, READ), (d) => toCategoryDetail(d.category));
}

export async function fetchSubcategory(id: number): Promise<UpstreamResult<SubcategoryDetail>> {
  return mapResult(await publicCall(api.subcategory(id), subcategoryDetailSchema, READ), (d) => toSubcategoryDetail(d.subcategory));
}

export async function fetchDivisions(subcategoryId: number): Promise<UpstreamResult<Division[]>> {
  return mapResult(await publicCall(api.subcategoryDivisions(subcategoryId), divisionListSchema, READ), (list) => list.map(toDivision));
}

export async function fetchDivision(id: number): Promise<UpstreamResult<DivisionDetail>> {
  return mapResult(await publicCall(api.division(id), divisionDetailSchema, READ), (d) => toDivisionDetail(d.division));
}

export async function fetchShopList(query: ShopListQuery = {}): Promise<UpstreamResult<Page<ShopSummary>>> {
  return mapResult(await publicCall(api.shops, shopListSchema, { ...READ, query: shopListParams(query) }), (p) => ({
    page: p.current_page,
    lastPage: p.last_page,
    perPage: p.per_page,
    total: p.total,
    items: p.data.map(toShopSummary),
  }));
}

export async function fetchShopStats(): Promise<UpstreamResult<ShopStats>> {
  return publicCall(api.shopStats, shopStatsSchema, READ);
}

export async function fetchShopCountries(): Promise<UpstreamResult<string[]>> {
  return publicCall(api.shopCountries, shopCountriesSchema, READ);
}

export async function fetchStoryList(query: StoryListQuery = {}): Promise<UpstreamResult<Page<StorySummary>>> {
  return mapResult(await publicCall(api.blogs, blogListSchema, { ...READ, query: storyListParams(query) }), (p) => ({
    page: p.current_page,
    lastPage: p.last_page,
    perPage: p.per_page,
    total: p.total,
    items: p.data.map(toStorySummary),
  }));
}
