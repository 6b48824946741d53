// GET /products: the query's filters, sort orders and search, as SQL over the products table.
//
// Every ORDER BY ends in `id` so pages never overlap or skip rows, and the common ones follow an
// index: (category_id | subcategory_id | division_id, base_price, id) for price sorts within a
// taxonomy filter, (base_price, id) for price sorts alone, (created_at, id) for newest. The count
// uses the same WHERE, so with a taxonomy + price filter it is an index range scan; large totals
// are remembered briefly (see count-cache.ts). A search counts its matches in the page's own scan.
import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { categories, products, shops } from '../db/schema';
import { boolQuery, idQuery, pageParam, perPageParam } from '../http/validate';
import { countCacheFor } from './count-cache';
import { enumQuery, idListQuery, priceQuery, searchQuery, slugListQuery } from './query-input';

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc', 'rating', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_COLLECTIONS = ['editors-pick', 'summer-collection'] as const;

export const productListQuery = z
  .object({
    page: pageParam,
    per_page: perPageParam(20, 100),
    // `category_id` takes one id or a comma-separated list (the marketplace's multi-select chips:
    // `?category_id=1,3`); `category` takes category slugs the same way (`?category=textiles,jewelry`,
    // as in /marketplace?category=textiles). When both are sent a product must match both.
    category_id: idListQuery('category_id').optional(),
    category: slugListQuery('category').optional(),
    subcategory_id: idQuery('subcategory_id').optional(),
    division_id: idQuery('division_id').optional(),
    // The shop owner's user id.
    seller_id: idQuery('seller_id').optional(),
    shop_id: idQuery('shop_id').optional(),
    min_price: priceQuery('min_price').optional(),
    max_price: priceQuery('max_price').optional(),
    sortBy: enumQuery('sortBy', PRODUCT_SORTS).optional(),
    searchTerm: searchQuery,
    // Flags narrow the list when true; false is the same as not sending them.
    is_featured: boolQuery('is_featured').optional(),
    inStock: boolQuery('inStock').optional(),
    collection: enumQuery('collection', PRODUCT_COLLECTIONS).optional(),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'min_price cannot be more than max_price',
    path: ['min_price'],
  });

export type ProductListQuery = z.infer<typeof productListQuery>;

export interface ProductPage {
  ids: number[];
  total: number;
}

function searchCondition(term: string): { where: SQL; rank: SQL } {
  const tsQuery = sql`websearch_to_tsquery('english', ${term})`;
  return {
    // Full text finds words anywhere (name, tags, description); `<%` (word similarity against the
    // name, served by the trigram index) finds names despite a typo ("baskts").
    // The two index-backed candidate sets, joined by UNION: each side is planned on its own GIN
    // index, with no planner setting and no transaction (which would hold PGlite's one connection).
    where: sql`${products.id} in (select id from products where search_vector @@ ${tsQuery} union select id from products where ${term} <% product_name)`,
    rank: sql`(ts_rank(${products.searchVector}, ${tsQuery}) + word_similarity(${term}, ${products.productName}))`,
  };
}

function orderFor(sort: ProductSort, rank: SQL | undefined): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.basePrice), asc(products.id)];
    case 'price_desc':
      return [desc(products.basePrice), desc(products.id)];
    case 'name_asc':
      return [asc(products.productName), asc(products.id)];
    case 'name_desc':
      return [desc(products.productName), desc(products.id)];
    case 'rating':
      return [desc(products.ratingAverage), desc(products.reviewCount), desc(products.id)];
    case 'relevance':
      if (rank) return [sql`${rank} desc`, asc(products.id)];
      return [desc(products.createdAt), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
  }
}

/** The ids of one page and the total, for a validated query. */
export async function findProductPage(db: Database, q: ProductListQuery): Promise<ProductPage> {
  const conditions: SQL[] = [];

  let categoryIds = q.category_id;
  if (q.category) {
    const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.slug, q.category));
    const bySlug = rows.map((r) => r.id);
    categoryIds = categoryIds ? categoryIds.filter((id) => bySlug.includes(id)) : bySlug;
    if (categoryIds.length === 0) return { ids: [], total: 0 };
  }
  if (categoryIds) {
    conditions.push(categoryIds.length === 1 ? eq(products.categoryId, categoryIds[0]) : inArray(products.categoryId, categoryIds));
  }
  if (q.subcategory_id !== undefined) conditions.push(eq(products.subcategoryId, q.subcategory_id));
  if (q.division_id !== undefined) conditions.push(eq(products.divisionId, q.division_id));
  if (q.shop_id !== undefined) conditions.push(eq(products.shopId, q.shop_id));
  if (q.seller_id !== undefined) {
    conditions.push(inArray(products.shopId, db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, q.seller_id))));
  }
  if (q.min_price !== undefined) conditions.push(gte(products.basePrice, q.min_price));
  if (q.max_price !== undefined) conditions.push(lte(products.basePrice, q.max_price));
  if (q.is_featured) conditions.push(eq(products.isFeatured, true));
  if (q.inStock) conditions.push(gt(products.stock, 0));
  if (q.collection) conditions.push(sql`${products.collections} @> array[${q.collection}]::text[]`);

  let rank: SQL | undefined;
  if (q.searchTerm) {
    const search = searchCondition(q.searchTerm);
    conditions.push(search.where);
    rank = search.rank;
  }

  const where = conditions.length ? and(...conditions) : undefined;
  const sort = q.sortBy ?? (q.searchTerm ? 'relevance' : 'newest');

  const order = orderFor(sort, rank);
  const offset = (q.page - 1) * q.per_page;
  const countQuery = db.select({ total: count() }).from(products).where(where);
  const counted = countQuery.toSQL();
  const countTotal = () =>
    countCacheFor(db).total(`products:${counted.sql}:${JSON.stringify(counted.params)}`, async () => (await countQuery)[0].total);

  if (q.searchTerm) {
    // A search visits every match anyway (to rank them, or to sort them by price), so the total
    // comes with the page from the same scan instead of a second pass over the matches.
    const rows = await db
      .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset(offset);
    if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0].total };
    return { ids: [], total: offset === 0 ? 0 : await countTotal() };
  }

  const [rows, total] = await Promise.all([
    db.select({ id: products.id }).from(products).where(where).orderBy(...order).limit(q.per_page).offset(offset),
    countTotal(),
  ]);
  return { ids: rows.map((r) => r.id), total };
}
