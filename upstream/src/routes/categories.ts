// Public taxonomy: categories, their subcategories and divisions, each with its parents for breadcrumbs.
import { Hono } from 'hono';
import { asc, count, eq } from 'drizzle-orm';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { categories, divisions, products, subcategories } from '../db/schema';
import { notFound, ok } from '../http/envelope';
import { idParam } from '../http/validate';
import { toCategoryJson, toDivisionJson, toSubcategoryJson } from '../catalog/taxonomy-json';

/** A category with its subcategories in id order; a 404 when there is none. */
async function findCategoryWithSubcategories(db: Database, id: number) {
  const row = await db.query.categories.findFirst({
    where: eq(categories.id, id),
    with: { subcategories: { orderBy: [asc(subcategories.id)] } },
  });
  if (!row) throw notFound('Category');
  return row;
}

export function categoryRoutes() {
  return new Hono<AppEnv>()
    .get('/categories/list', async (c) => {
      const { db, config } = c.var.deps;
      const [rows, counts] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
        // One pass over the (category_id, ...) index rather than a count per category.
        db.select({ categoryId: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
      ]);
      const byCategory = new Map(counts.map((r) => [r.categoryId, r.n]));
      const list = rows.map((row) => ({ ...toCategoryJson(row, config.publicUrl), product_count: byCategory.get(row.id) ?? 0 }));
      return ok(c, list, 'Categories retrieved successfully');
    })
    .get('/categories/:id', async (c) => {
      const { db, config } = c.var.deps;
      const id = idParam(c, 'id', 'Category');
      const row = await findCategoryWithSubcategories(db, id);
      const [{ n }] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
      const category = {
        ...toCategoryJson(row, config.publicUrl),
        product_count: n,
        subcategories: row.subcategories.map((s) => toSubcategoryJson(s, config.publicUrl)),
      };
      return ok(c, { category }, 'Category retrieved successfully');
    })
    .get('/categories/:category_id/subcategories', async (c) => {
      const { db, config } = c.var.deps;
      const id = idParam(c, 'category_id', 'Category');
      const row = await findCategoryWithSubcategories(db, id);
      return ok(
        c,
        row.subcategories.map((s) => toSubcategoryJson(s, config.publicUrl)),
        'Subcategories retrieved successfully',
      );
    })
    .get('/subcategories/:id', async (c) => {
      const { db, config } = c.var.deps;
      const id = idParam(c, 'id', 'Subcategory');
      const row = await db.query.subcategories.findFirst({
        where: eq(subcategories.id, id),
        with: { category: true, divisions: { orderBy: [asc(divisions.id)] } },
      });
      if (!row) throw notFound('Subcategory');
      const subcategory = {
        ...toSubcategoryJson(row, config.publicUrl),
        category: toCategoryJson(row.category, config.publicUrl),
        divisions: row.divisions.map((d) => toDivisionJson(d, config.publicUrl)),
      };
      return ok(c, { subcategory }, 'Subcategory retrieved successfully');
    })
    .get('/subcategories/:subcategory_id/divisions', async (c) => {
      const { db, config } = c.var.deps;
      const id = idParam(c, 'subcategory_id', 'Subcategory');
      const row = await db.query.subcategories.findFirst({
        where: eq(subcategories.id, id),
        with: { divisions: { orderBy: [asc(divisions.id)] } },
      });
      if (!row) throw notFound('Subcategory');
      return ok(
        c,
        row.divisions.map((d) => toDivisionJson(d, config.publicUrl)),
        'Divisions retrieved successfully',
      );
    })
    .get('/divisions/:id', async (c) => {
      const { db, config } = c.var.deps;
      const id = idParam(c, 'id', 'Division');
      const row = await db.query.divisions.findFirst({
        where: eq(divisions.id, id),
        with: { subcategory: { with: { category: true } } },
      });
      if (!row) throw notFound('Division');
      const division = {
        ...toDivisionJson(row, config.publicUrl),
        subcategory: {
          ...toSubcategoryJson(row.subcategory, config.publicUrl),
          category: toCategoryJson(row.subcategory.category, config.publicUrl),
        },
      };
      return ok(c, { division }, 'Division retrieved successfully');
    });
}
