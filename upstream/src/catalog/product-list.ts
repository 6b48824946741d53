// GET /products: the query's filters, sort orders and search, as SQL over the products table.
//
// Every ORDER BY ends in `id` so pages never overlap or skip rows, and the common ones follow an
// index: (category_id | subcategory_id | division_id, base_price, id) for price sorts within a
// taxonomy filter, (base_price, id) for price sorts alone, (created_at, id) for newest. The count
// uses the same WHERE, so with a taxonomy + price filter it is an index range scan; large totals
// are remembered briefly (see count-cache.ts). A search ranks a bounded set of candidates (below)
// and counts them in the page's own scan.
import type { PRODUCT_SORTS, productListQuerySchema } from '../../../contract/api/catalog';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { categories, products, shops } from '../db/schema';
import { countCacheFor } from './count-cache';
import { isListed } from './listed';

type ProductSort = (typeof PRODUCT_SORTS)[number];

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export interface ProductPage {
  ids: number[];
  total: number;
}

/**
 * The most candidates a search takes from each of its two arms (below). Ranking needs every
 * candidate's row, so an unbounded search costs as much as its matches: at 100,000 products
 * "handmade" matches 23,000 rows and took 700 ms on the embedded database. With this cap a search
 * answers its best 15 pages at most, and `total` counts the candidates it ranked.
 */
export const SEARCH_CANDIDATES = 300;

/**
 * A CTE `search_candidates (id, rank)` of the products matching `term` and `filters`, from two arms,
 * each a full-text match planned on the search vector's GIN index that stops after
 * SEARCH_CANDIDATES rows:
 * - the words as typed (websearch syntax: "phrases", or, -word);
 * - the same query with each word no product uses widened to the known words spelled most like it
 *   (search_lookalike_query, in the migration search_lexemes_triggers), so "kiondo baskts" finds
 *   Kiondo baskets. It only runs when the first arm found fewer than SEARCH_CANDIDATES and some
 *   word was widened (one-time filters, checked before the scan).
 * Typos are matched against the few hundred words the catalogue uses, not against every product
 * name, so their cost does not grow with the catalogue. The widened query is built once per
 * statement (a materialized CTE): it is the dearest part of a search on the embedded database.
 * Rank: full-text rank plus the name's word similarity to the term, so names that read like the
 * term come first.
 */
function searchCandidates(term: string, filters: SQL | undefined): SQL {
  const typed = sql`websearch_to_tsquery('english', ${term})`;
  const widened = sql`(select query from search_widened_query)`;
  const alsoFilters = filters ? sql` and ${filters}` : sql``;
  const rank = (query: SQL) => sql`ts_rank(${products.searchVector}, ${query}) + word_similarity(${term}, ${products.productName})`;
  return sql`with search_typed as (
      select ${products.id} as id, ${rank(typed)} as rank from ${products}
      where ${products.searchVector} @@ ${typed}${alsoFilters}
      limit ${SEARCH_CANDIDATES}
    ), search_widened_query as materialized (
      select search_lookalike_query(${term}) as query
    ), search_widened as (
      select ${products.id} as id, ${rank(widened)} as rank from ${products}
      where (select count(*) from search_typed) < ${SEARCH_CANDIDATES}
        and ${widened} <> ${typed}
        and ${products.searchVector} @@ ${widened}${alsoFilters}
      limit ${SEARCH_CANDIDATES}
    ), search_candidates as (
      select id, max(rank) as rank from (select id, rank from search_typed union all select id, rank from search_widened) found
      group by id
    )`;
}

/** The ORDER BY of a sort, over the products table (`relevance` is only for searches: see below). */
function orderFor(sort: Exclude<ProductSort, 'relevance'>): SQL[] {
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
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
  }
}

/** The ids of one page and the total, for a validated query. */
export async function findProductPage(db: Database, q: ProductListQuery): Promise<ProductPage> {
  // Buyers see active products only; the literal matches the lists' partial indexes.
  const conditions: SQL[] = [isListed];

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

  const where = conditions.length ? and(...conditions) : undefined;
  const offset = (q.page - 1) * q.per_page;
  if (q.searchTerm) return findSearchPage(db, q, q.searchTerm, where, offset);

  // Without a search, relevance has nothing to rank: newest first, as when no sort is sent.
  const order = orderFor(q.sortBy === undefined || q.sortBy === 'relevance' ? 'newest' : q.sortBy);
  const countQuery = db.select({ total: count() }).from(products).where(where);
  const counted = countQuery.toSQL();
  const countTotal = () => countCacheFor(db).total(`products:${counted.sql}:${JSON.stringify(counted.params)}`, async () => (await countQuery)[0].total);

  const [rows, total] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset(offset),
    countTotal(),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/** Rows of a statement drizzle cannot build (a CTE over a UNION): both drivers answer `{ rows }`. */
async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * A page of a search: its candidates (see searchCandidates) in order of relevance, or of the sort
 * asked for, with their number counted in the same statement.
 */
async function findSearchPage(db: Database, q: ProductListQuery, term: string, where: SQL | undefined, offset: number): Promise<ProductPage> {
  const candidates = searchCandidates(term, where);
  const sort = q.sortBy ?? 'relevance';
  const order = sort === 'relevance' ? sql`search_candidates.rank desc, search_candidates.id asc` : sql.join(orderFor(sort), sql`, `);
  const rows = await selectRows<{ id: number; total: number }>(
    db,
    sort === 'relevance'
      ? sql`${candidates} select id, count(*) over ()::int as total from search_candidates
          order by ${order} limit ${q.per_page} offset ${offset}`
      : sql`${candidates} select ${products.id} as id, count(*) over ()::int as total
          from search_candidates join ${products} on ${products.id} = search_candidates.id
          order by ${order} limit ${q.per_page} offset ${offset}`,
  );
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0].total };
  if (offset === 0) return { ids: [], total: 0 };
  // Past the last page: the page is empty, the total is still the number of candidates.
  const [counted] = await selectRows<{ total: number }>(db, sql`${candidates} select count(*)::int as total from search_candidates`);
  return { ids: [], total: counted.total };
}
