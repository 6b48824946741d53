// The public catalogue: products, the category tree, shops and stories. Public calls only (no
// token), so lib/catalog may cache their answers for every visitor. Each read parses with the
// contract schema and normalises into lib/domain's types here, once.
import 'server-only';
import { api } from '@/lib/routing/urls';
import { CACHED_READ, publicCall, type UpstreamResult } from './client';
import { pageSchema } from './page';
import { blogSummarySchema } from '@/contract/api/blogs';
import { productListSchema } from '@/contract/api/catalog';
import { shopCountriesSchema, shopStatsSchema, shopSummarySchema } from '@/contract/api/shops';
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

// Each answer's contract schema with its normaliser as the transform: a read answers lib/domain's
// type directly, as plain objects that 'use cache' can keep.
const productListPageSchema = productListSchema.transform(toProductListPage);
const categoriesSchema = categoryListSchema.transform((list) => list.map(toCategory));
const categorySchema = categoryDetailSchema.transform((d) => toCategoryDetail(d.category));
const subcategorySchema = subcategoryDetailSchema.transform((d) => toSubcategoryDetail(d.subcategory));
const divisionsSchema = divisionListSchema.transform((list) => list.map(toDivision));
const divisionSchema = divisionDetailSchema.transform((d) => toDivisionDetail(d.division));
const shopPageSchema = pageSchema(shopSummarySchema.transform(toShopSummary));
const storyPageSchema = pageSchema(blogSummarySchema.transform(toStorySummary));

export function fetchProductList(query: ProductListQuery = {}): Promise<UpstreamResult<ProductListPage>> {
  return publicCall(api.products, productListPageSchema, { ...CACHED_READ, query: productListParams(query) });
}

export function fetchCategories(): Promise<UpstreamResult<Category[]>> {
  return publicCall(api.categories, categoriesSchema, CACHED_READ);
}

export function fetchCategory(id: number): Promise<UpstreamResult<CategoryDetail>> {
  return publicCall(api.category(id), categorySchema, CACHED_READ);
}

export function fetchSubcategory(id: number): Promise<UpstreamResult<SubcategoryDetail>> {
  return publicCall(api.subcategory(id), subcategorySchema, CACHED_READ);
}

export function fetchDivisions(subcategoryId: number): Promise<UpstreamResult<Division[]>> {
  return publicCall(api.subcategoryDivisions(subcategoryId), divisionsSchema, CACHED_READ);
}

export function fetchDivision(id: number): Promise<UpstreamResult<DivisionDetail>> {
  return publicCall(api.division(id), divisionSchema, CACHED_READ);
}

export function fetchShopList(query: ShopListQuery = {}): Promise<UpstreamResult<Page<ShopSummary>>> {
  return publicCall(api.shops, shopPageSchema, { ...CACHED_READ, query: shopListParams(query) });
}

export function fetchShopStats(): Promise<UpstreamResult<ShopStats>> {
  return publicCall(api.shopStats, shopStatsSchema, CACHED_READ);
}

export function fetchShopCountries(): Promise<UpstreamResult<string[]>> {
  return publicCall(api.shopCountries, shopCountriesSchema, CACHED_READ);
}

export function fetchStoryList(query: StoryListQuery = {}): Promise<UpstreamResult<Page<StorySummary>>> {
  return publicCall(api.blogs, storyPageSchema, { ...CACHED_READ, query: storyListParams(query) });
}
