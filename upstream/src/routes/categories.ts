// Public taxonomy: categories, their subcategories and divisions, each with its parents for breadcrumbs.
import { and, asc, count, eq } from 'drizzle-orm';
import {
  categoryDetailSchema,
  categoryParamsSchema,
  categorySubcategoriesParamsSchema,
  categoryListSchema,
  divisionDetailSchema,
  divisionListSchema,
  divisionParamsSchema,
  subcategoryDetailSchema,
  subcategoryListSchema,
  subcategoryDivisionsParamsSchema,
  subcategoryParamsSchema,
} from '../../../contract/api/taxonomy';
import type { Database } from '../db/client';
import { categories, divisions, products, subcategories } from '../db/schema';
import { isListed } from '../catalog/listed';
import { notFound, ok } from '../http/envelope';
import { answers, createApiRoute, fails, openApiRouter } from '../http/openapi';
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

const tags = ['Catalogue'];

const listCategories = createApiRoute({
  method: 'get',
  path: '/categories/list',
  tags,
  summary: 'Every category with how many products it holds',
  responses: { 200: answers(categoryListSchema, 'The categories, in their order.') },
});

const getCategory = createApiRoute({
  method: 'get',
  path: '/categories/{id}',
  tags,
  summary: 'One category with its subcategories',
  request: { params: categoryParamsSchema },
  responses: { 200: answers(categoryDetailSchema, 'The category.'), 404: fails('No such category.') },
});

const listSubcategories = createApiRoute({
  method: 'get',
  path: '/categories/{category_id}/subcategories',
  tags,
  summary: "A category's subcategories",
  request: { params: categorySubcategoriesParamsSchema },
  responses: { 200: answers(subcategoryListSchema, 'The subcategories, in id order.'), 404: fails('No such category.') },
});

const getSubcategory = createApiRoute({
  method: 'get',
  path: '/subcategories/{id}',
  tags,
  summary: 'One subcategory with its category and divisions',
  request: { params: subcategoryParamsSchema },
  responses: { 200: answers(subcategoryDetailSchema, 'The subcategory.'), 404: fails('No such subcategory.') },
});

const listDivisions = createApiRoute({
  method: 'get',
  path: '/subcategories/{subcategory_id}/divisions',
  tags,
  summary: "A subcategory's divisions",
  request: { params: subcategoryDivisionsParamsSchema },
  responses: { 200: answers(divisionListSchema, 'The divisions, in id order.'), 404: fails('No such subcategory.') },
});

const getDivision = createApiRoute({
  method: 'get',
  path: '/divisions/{id}',
  tags,
  summary: 'One division with its subcategory and category',
  request: { params: divisionParamsSchema },
  responses: { 200: answers(divisionDetailSchema, 'The division.'), 404: fails('No such division.') },
});

export function categoryRoutes() {
  return openApiRouter()
    .openapi(listCategories, async (c) => {
      const { db, config } = c.var.deps;
      const [rows, counts] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
        // One pass over the (category_id, ...) index rather than a count per category.
        db.select({ categoryId: products.categoryId, n: count() }).from(products).where(isListed).groupBy(products.categoryId),
      ]);
      const byCategory = new Map(counts.map((r) => [r.categoryId, r.n]));
      const list = rows.map((row) => ({ ...toCategoryJson(row, config.publicUrl), product_count: byCategory.get(row.id) ?? 0 }));
      return ok(c, list, 'Categories retrieved successfully');
    })
    .openapi(getCategory, async (c) => {
      const { db, config } = c.var.deps;
      const { id } = c.req.valid('param');
      const row = await findCategoryWithSubcategories(db, id);
      const [{ n }] = await db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.categoryId, id), isListed));
      const category = {
        ...toCategoryJson(row, config.publicUrl),
        product_count: n,
        subcategories: row.subcategories.map((s) => toSubcategoryJson(s, config.publicUrl)),
      };
      return ok(c, { category }, 'Category retrieved successfully');
    })
    .openapi(listSubcategories, async (c) => {
      const { db, config } = c.var.deps;
      const { category_id: id } = c.req.valid('param');
      const row = await findCategoryWithSubcategories(db, id);
      return ok(
        c,
        row.subcategories.map((s) => toSubcategoryJson(s, config.publicUrl)),
        'Subcategories retrieved successfully',
      );
    })
    .openapi(getSubcategory, async (c) => {
      const { db, config } = c.var.deps;
      const { id } = c.req.valid('param');
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
    .openapi(listDivisions, async (c) => {
      const { db, config } = c.var.deps;
      const { subcategory_id: id } = c.req.valid('param');
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
    .openapi(getDivision, async (c) => {
      const { db, config } = c.var.deps;
      const { id } = c.req.valid('param');
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
