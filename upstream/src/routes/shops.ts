// Seller galleries: shop stats, the filtered shop list, countries for its filter, and one shop.
import { and, asc, count, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  shopAnswerSchema,
  shopCountriesSchema,
  shopListQuerySchema,
  shopListSchema,
  shopParamsSchema,
  shopSlugParamsSchema,
  shopStatsSchema,
} from '../../../contract/api/shops';
import type { Database } from '../db/client';
import { categories, products, shops } from '../db/schema';
import { isListed, isShopOpen } from '../catalog/listed';
import { notFound, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, openApiRouter } from '../http/openapi';
import { loadProducts } from '../catalog/product-json';
import { countActiveProducts, EXPERIENCED_YEARS, toShopJson } from '../catalog/shop-json';
import { likePattern } from '../catalog/query-input';
import { lowestAverageShownAs } from '../../../contract/rules/rating';

const tags = ['Shops'];
const noShop = fails('No such shop.');

const getStats = createApiRoute({
  method: 'get',
  path: '/shops/stats',
  tags,
  summary: 'How many shops of each type',
  responses: { 200: answers(shopStatsSchema, 'The counts.') },
});

const listCountries = createApiRoute({
  method: 'get',
  path: '/shops/countries',
  tags,
  summary: "The shops' countries, for the list's filter",
  responses: { 200: answers(shopCountriesSchema, 'The countries, in order.') },
});

const listShops = createApiRoute({
  method: 'get',
  path: '/shops',
  tags,
  summary: 'The shop list: filters, sort order and search (substrings, or names and places close despite a typo)',
  request: { query: shopListQuerySchema },
  responses: { 200: answers(shopListSchema, 'A page of shops.'), 422: invalidInput },
});

const getShopBySlug = createApiRoute({
  method: 'get',
  path: '/shops/slug/{slug}',
  tags,
  summary: 'One shop by its URL slug (any case)',
  request: {
    params: shopSlugParamsSchema,
  },
  responses: { 200: answers(shopAnswerSchema, 'The shop.'), 404: noShop },
});

const getShop = createApiRoute({
  method: 'get',
  path: '/shops/{id}',
  tags,
  summary: 'One shop by its id',
  request: { params: shopParamsSchema },
  responses: { 200: answers(shopAnswerSchema, 'The shop.'), 404: noShop },
});

async function shopDetail(db: Database, row: typeof shops.$inferSelect, publicUrl: string) {
  const [active, categoryRows, [featured]] = await Promise.all([
    countActiveProducts(db, [row.id]),
    db
      .select({ category_id: categories.id, name: categories.name })
      .from(categories)
      .where(sql`exists (select 1 from ${products} where ${products.shopId} = ${row.id} and ${products.categoryId} = ${categories.id} and ${isListed})`)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, row.id), eq(products.isFeatured, true), gt(products.stock, 0), isListed))
      .orderBy(desc(products.ratingAverage), asc(products.id))
      .limit(1),
  ]);
  const [featuredProduct] = featured ? await loadProducts(db, [featured.id], publicUrl) : [];
  return {
    ...toShopJson(row, active.get(row.id) ?? 0, publicUrl),
    categories: categoryRows,
    featured_product: featuredProduct ?? null,
  };
}

export function shopRoutes() {
  return openApiRouter()
    .openapi(getStats, async (c) => {
      const rows = await c.var.deps.db.select({ type: shops.shopType, n: count() }).from(shops).where(isShopOpen).groupBy(shops.shopType);
      const byType = new Map(rows.map((r) => [r.type, r.n]));
      return ok(c, { individuals: byType.get('individual') ?? 0, brands: byType.get('brand') ?? 0 }, 'Shop stats retrieved successfully');
    })
    .openapi(listCountries, async (c) => {
      const rows = await c.var.deps.db.selectDistinct({ country: shops.country }).from(shops).where(isShopOpen).orderBy(asc(shops.country));
      return ok(
        c,
        rows.map((r) => r.country),
        'Countries retrieved successfully',
      );
    })
    .openapi(listShops, async (c) => {
      const { db, config } = c.var.deps;
      const q = c.req.valid('query');
      // A suspended shop is out of the galleries until it is restored.
      const conditions: SQL[] = [isShopOpen];
      if (q.country) conditions.push(sql`lower(${shops.country}) = lower(${q.country})`);
      if (q.shop_type) conditions.push(eq(shops.shopType, q.shop_type));
      if (q.ratings !== undefined) conditions.push(gte(shops.ratingAverage, lowestAverageShownAs(q.ratings)));
      if (q.years_of_experience === 'new') conditions.push(lt(shops.yearsOfExperience, EXPERIENCED_YEARS));
      if (q.years_of_experience === 'experienced') conditions.push(gte(shops.yearsOfExperience, EXPERIENCED_YEARS));
      if (q.search) {
        const pattern = likePattern(q.search);
        // Substrings anywhere, or a name or place that is close despite a typo ("Akamba Weavrs").
        const match = or(
          sql`${shops.shopName} ilike ${pattern}`,
          sql`${shops.location} ilike ${pattern}`,
          sql`${shops.description} ilike ${pattern}`,
          sql`${q.search} <% ${shops.shopName}`,
          sql`${q.search} <% ${shops.location}`,
        );
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const order = q.sort_by === 'location' ? [asc(shops.location), asc(shops.shopName), asc(shops.id)] : [asc(shops.shopName), asc(shops.id)];

      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(shops)
          .where(where)
          .orderBy(...order)
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db.select({ total: count() }).from(shops).where(where),
      ]);
      const active = await countActiveProducts(
        db,
        rows.map((r) => r.id),
      );
      const items = rows.map((row) => toShopJson(row, active.get(row.id) ?? 0, config.publicUrl));
      return ok(c, paginate(items, q.page, q.per_page, total), 'Shops retrieved successfully');
    })
    .openapi(getShopBySlug, async (c) => {
      const { db, config } = c.var.deps;
      const { slug } = c.req.valid('param');
      // A suspended shop's page answers 404, as if it were gone, until it is restored.
      const [row] = await db
        .select()
        .from(shops)
        .where(and(eq(shops.shopUrlSlug, slug), isShopOpen));
      if (!row) throw notFound('Shop');
      return ok(c, { shop: await shopDetail(db, row, config.publicUrl) }, 'Shop retrieved successfully');
    })
    .openapi(getShop, async (c) => {
      const { db, config } = c.var.deps;
      const { id } = c.req.valid('param');
      const [row] = await db
        .select()
        .from(shops)
        .where(and(eq(shops.id, id), isShopOpen));
      if (!row) throw notFound('Shop');
      return ok(c, { shop: await shopDetail(db, row, config.publicUrl) }, 'Shop retrieved successfully');
    });
}
