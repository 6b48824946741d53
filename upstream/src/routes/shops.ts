// Seller galleries: shop stats, the filtered shop list, countries for its filter, and one shop.
import { Hono } from 'hono';
import { and, asc, count, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { categories, products, shops } from '../db/schema';
import { notFound, ok, paginate } from '../http/envelope';
import { idParam, pageParam, parseWith, perPageParam } from '../http/validate';
import { loadProducts } from '../catalog/product-json';
import { countActiveProducts, EXPERIENCED_YEARS, toShopJson } from '../catalog/shop-json';
import { enumQuery, isSlug, likePattern, readQuery, searchQuery } from '../catalog/query-input';
import { lowestAverageShownAs } from '../../../contract/rules/rating';

const shopListQuery = z.object({
  page: pageParam,
  per_page: perPageParam(12, 100),
  // The storefront sends it in lowercase; stored names are compared case-insensitively.
  country: z.string().max(100, 'country is too long').optional(),
  shop_type: enumQuery('shop_type', ['brand', 'individual']).optional(),
  // Shops shown as rated at least this many stars: the storefront's rounding (contract/rules/rating.ts)
  // shows 4.95 as 5.0, so "5 Stars" finds it.
  ratings: z.coerce
    .number({ error: 'ratings must be a whole number from 1 to 5' })
    .int('ratings must be a whole number from 1 to 5')
    .min(1, 'ratings must be a whole number from 1 to 5')
    .max(5, 'ratings must be a whole number from 1 to 5')
    .optional(),
  years_of_experience: enumQuery('years_of_experience', ['new', 'experienced']).optional(),
  sort_by: enumQuery('sort_by', ['name', 'location']).default('name'),
  search: searchQuery,
});

async function shopDetail(db: Database, row: typeof shops.$inferSelect, publicUrl: string) {
  const [active, categoryRows, [featured]] = await Promise.all([
    countActiveProducts(db, [row.id]),
    db
      .select({ category_id: categories.id, name: categories.name })
      .from(categories)
      .where(sql`exists (select 1 from ${products} where ${products.shopId} = ${row.id} and ${products.categoryId} = ${categories.id})`)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, row.id), eq(products.isFeatured, true), gt(products.stock, 0)))
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
  return new Hono<AppEnv>()
    .get('/shops/stats', async (c) => {
      const rows = await c.var.deps.db.select({ type: shops.shopType, n: count() }).from(shops).groupBy(shops.shopType);
      const byType = new Map(rows.map((r) => [r.type, r.n]));
      return ok(c, { individuals: byType.get('individual') ?? 0, brands: byType.get('brand') ?? 0 }, 'Shop stats retrieved successfully');
    })
    .get('/shops/countries', async (c) => {
      const rows = await c.var.deps.db.selectDistinct({ country: shops.country }).from(shops).orderBy(asc(shops.country));
      return ok(
        c,
        rows.map((r) => r.country),
        'Countries retrieved successfully',
      );
    })
    .get('/shops', async (c) => {
      const { db, config } = c.var.deps;
      const q = parseWith(shopListQuery, readQuery(c));
      const conditions: SQL[] = [];
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
      const where = conditions.length ? and(...conditions) : undefined;
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
    .get('/shops/slug/:slug', async (c) => {
      const { db, config } = c.var.deps;
      const slug = (c.req.param('slug') ?? '').trim().toLowerCase();
      if (!isSlug(slug)) throw notFound('Shop');
      const [row] = await db.select().from(shops).where(eq(shops.shopUrlSlug, slug));
      if (!row) throw notFound('Shop');
      return ok(c, { shop: await shopDetail(db, row, config.publicUrl) }, 'Shop retrieved successfully');
    })
    .get('/shops/:id', async (c) => {
      const { db, config } = c.var.deps;
      const id = idParam(c, 'id', 'Shop');
      const [row] = await db.select().from(shops).where(eq(shops.id, id));
      if (!row) throw notFound('Shop');
      return ok(c, { shop: await shopDetail(db, row, config.publicUrl) }, 'Shop retrieved successfully');
    });
}
