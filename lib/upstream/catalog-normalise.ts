// Pure: the API's catalogue shapes (as the contract schemas parse them) into lib/domain's types,
// and the app's list queries into the API's query parameters. No I/O, so it is unit-tested alone.
import { MAX_PER_PAGE } from '@/contract/rules/paging';
import { RATING_MAX } from '@/contract/rules/rating';
import type { z } from 'zod';
import type { blogSummarySchema } from '@/contract/api/blogs';
import type { productListSchema, productSchema } from '@/contract/api/catalog';
import type { shopSummarySchema } from '@/contract/api/shops';
import type {
  categoryDetailSchema,
  categorySchema,
  divisionDetailSchema,
  divisionSchema,
  subcategoryDetailSchema,
  subcategorySchema,
} from '@/contract/api/taxonomy';
import type {
  Category,
  CategoryDetail,
  Division,
  DivisionDetail,
  ProductListPage,
  ProductListQuery,
  ProductSummary,
  ShopListQuery,
  ShopSummary,
  StoryListQuery,
  StorySummary,
  Subcategory,
  SubcategoryDetail,
} from '@/lib/domain/catalog';

type ApiProduct = z.infer<typeof productSchema>;

/** Experienced means 2 or more years (spec section 9). */
const EXPERIENCED_YEARS = 2;

export function toProductSummary(p: ApiProduct): ProductSummary {
  const image = p.images[0];
  return {
    id: p.product_id,
    name: p.product_name,
    sku: p.sku,
    price: p.base_price,
    image: image?.image_url || null,
    imageAlt: image?.alt_text || p.product_name,
    artisan: p.shop.shop_name,
    shopSlug: p.shop.shop_url_slug,
    rating: p.rating_average,
    reviewCount: p.review_count,
    inStock: p.in_stock,
    stock: p.stock,
    isFeatured: p.is_featured,
    category: { id: p.category.category_id, name: p.category.name },
    subcategory: { id: p.division.subcategory.subcategory_id, name: p.division.subcategory.name },
    division: { id: p.division.division_id, name: p.division.name },
  };
}

export function toProductListPage(p: z.infer<typeof productListSchema>): ProductListPage {
  return {
    products: p.data.map(toProductSummary),
    page: p.current_page,
    // An empty result still has one (empty) page.
    lastPage: Math.max(1, p.last_page),
    total: p.total,
    perPage: p.per_page,
  };
}

export function toCategory(c: z.infer<typeof categorySchema>): Category {
  return {
    id: c.category_id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    image: c.image_url,
    productCount: c.product_count,
  };
}

export function toSubcategory(s: z.infer<typeof subcategorySchema>): Subcategory {
  return { id: s.subcategory_id, name: s.name, slug: s.slug, image: s.image_url, categoryId: s.category_id };
}

export function toDivision(d: z.infer<typeof divisionSchema>): Division {
  return { id: d.division_id, name: d.name, slug: d.slug, image: d.image_url, subcategoryId: d.subcategory_id };
}

export function toCategoryDetail(c: z.infer<typeof categoryDetailSchema>['category']): CategoryDetail {
  return { ...toCategory(c), subcategories: c.subcategories.map(toSubcategory) };
}

export function toSubcategoryDetail(s: z.infer<typeof subcategoryDetailSchema>['subcategory']): SubcategoryDetail {
  return {
    ...toSubcategory(s),
    category: { id: s.category.category_id, name: s.category.name, slug: s.category.slug },
    divisions: s.divisions.map(toDivision),
  };
}

export function toDivisionDetail(d: z.infer<typeof divisionDetailSchema>['division']): DivisionDetail {
  const sub = d.subcategory;
  return {
    ...toDivision(d),
    subcategory: { id: sub.subcategory_id, name: sub.name, slug: sub.slug },
    category: { id: sub.category.category_id, name: sub.category.name, slug: sub.category.slug },
  };
}

export function toShopSummary(s: z.infer<typeof shopSummarySchema>): ShopSummary {
  return {
    id: s.shop_id,
    name: s.shop_name,
    slug: s.shop_url_slug,
    type: s.shop_type,
    location: s.location,
    country: s.country,
    rating: s.rating_average,
    reviews: s.reviews,
    yearsOfExperience: s.years_of_experience,
    experienceLabel: s.experience_label ?? (s.years_of_experience >= EXPERIENCED_YEARS ? 'Experienced' : 'New Seller'),
    description: s.description,
    banner: s.banner_image_url,
    logo: s.logo_image_url,
    email: s.email,
    phone: s.phone_number,
    activeProducts: s.totalActiveProducts,
    verified: s.verified,
  };
}

export function toStorySummary(b: z.infer<typeof blogSummarySchema>): StorySummary {
  return {
    id: b.post_id,
    slug: b.slug,
    title: b.title,
    excerpt: b.excerpt,
    metaTitle: b.meta_title,
    metaDescription: b.meta_description,
    image: b.featured_image,
    imageAlt: b.alt_text || b.title,
    categoryId: b.category_id,
    categoryName: b.category_name,
    createdAt: b.created_at,
    author: b.author_name?.trim() || b.author_email?.trim() || null,
  };
}

/* ---------------------------------------------------------------- queries */

type QueryParams = Record<string, string | number | boolean | undefined | readonly (string | number)[]>;

const positiveInt = (n: number | undefined) => (n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined);
const price = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n >= 0 ? n : undefined);
const text = (s: string | undefined) => {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t ? t : undefined;
};
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Sorted, de-duplicated ids and slugs, so two orderings of the same filter share a cache entry. */
function idList(ids: readonly number[] | undefined): number[] | undefined {
  const clean = [...new Set((ids ?? []).filter((n) => Number.isInteger(n) && n > 0))].sort((a, b) => a - b);
  return clean.length > 0 ? clean : undefined;
}
function slugList(slugs: readonly string[] | undefined): string[] | undefined {
  const clean = [...new Set((slugs ?? []).map((s) => s.trim().toLowerCase()).filter((s) => SLUG.test(s)))].sort();
  return clean.length > 0 ? clean : undefined;
}

/**
 * One canonical form per product query: unset and meaningless values dropped (page 1, false
 * flags, blank search), lists sorted and de-duplicated, a min above max swapped rather than
 * rejected. Equal filters give equal objects, so they share one cache entry.
 */
export function canonicalProductQuery(q: ProductListQuery): ProductListQuery {
  let minPrice = price(q.minPrice);
  let maxPrice = price(q.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const page = positiveInt(q.page);
  const perPage = positiveInt(q.perPage);
  const out: ProductListQuery = {
    page: page && page > 1 ? page : undefined,
    perPage: perPage ? Math.min(MAX_PER_PAGE, perPage) : undefined,
    categoryIds: idList(q.categoryIds),
    categorySlugs: slugList(q.categorySlugs),
    subcategoryId: positiveInt(q.subcategoryId),
    divisionId: positiveInt(q.divisionId),
    shopId: positiveInt(q.shopId),
    minPrice,
    maxPrice,
    sortBy: q.sortBy,
    searchTerm: text(q.searchTerm),
    isFeatured: q.isFeatured ? true : undefined,
    inStock: q.inStock ? true : undefined,
    collection: q.collection,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as ProductListQuery;
}

/** The app's product query as `GET /products` parameters: only set values are sent (spec section 7). */
export function productListParams(query: ProductListQuery): QueryParams {
  const q = canonicalProductQuery(query);
  const params: QueryParams = {
    page: q.page,
    per_page: q.perPage,
    category_id: q.categoryIds,
    category: q.categorySlugs,
    subcategory_id: q.subcategoryId,
    division_id: q.divisionId,
    shop_id: q.shopId,
    min_price: q.minPrice,
    max_price: q.maxPrice,
    sortBy: q.sortBy,
    searchTerm: q.searchTerm,
    is_featured: q.isFeatured,
    inStock: q.inStock,
    collection: q.collection,
  };
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as QueryParams;
}

export function shopListParams(q: ShopListQuery): QueryParams {
  const params: QueryParams = {
    page: positiveInt(q.page) && q.page !== 1 ? q.page : undefined,
    per_page: positiveInt(q.perPage),
    // The API compares countries in lowercase (spec section 7).
    country: text(q.country)?.toLowerCase(),
    shop_type: q.shopType,
    ratings: q.ratings !== undefined && q.ratings >= 1 && q.ratings <= RATING_MAX ? Math.floor(q.ratings) : undefined,
    years_of_experience: q.yearsOfExperience,
    sort_by: q.sortBy,
    search: text(q.search),
  };
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as QueryParams;
}

export function storyListParams(q: StoryListQuery): QueryParams {
  const params: QueryParams = {
    page: positiveInt(q.page) && q.page !== 1 ? q.page : undefined,
    per_page: positiveInt(q.perPage),
    search: text(q.search),
    category_id: positiveInt(q.categoryId),
  };
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as QueryParams;
}
