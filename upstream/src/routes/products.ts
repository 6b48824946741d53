// Public catalogue: the product list with its filters, sorts and search, and one product's page;
// and the one write, PATCH /products/{id}, for the product's shop owner and admins: price, stock,
// name or description, after which the storefront is told to refresh the product's pages. Kept
// beside the seller centre's PATCH /seller/products/{id} (issue 33, point 5): it is the operator's
// one way to correct any shop's listing (a wrong price, stock), and the spec's client calls it; an
// admin's change records its 'product.update' audit entry in the same transaction.
import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import {
  productChangeBodySchema,
  productChangedSchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productParamsSchema,
} from '../../../contract/api/catalog';
import { recordAudit } from '../admin/audit';
import type { AppEnv } from '../context';
import { requireUser } from '../auth/middleware';
import { products, shops } from '../db/schema';
import { ApiError, ok, notFound, paginate } from '../http/envelope';
import { notifyStorefront, productsChanged } from '../http/storefront-notify';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { parseId } from '../../../contract/rules/ids';
import { loadProductRecords, loadProducts, toProductJson } from '../catalog/product-json';
import { findProductPage } from '../catalog/product-list';
import { isListed } from '../catalog/listed';

/**
 * Only the product's shop owner or an admin gets as far as the body: a stranger learns nothing of
 * the form (a 403 before any 422), and an unknown product is a 404 first.
 */
const mayChangeProduct = createMiddleware<AppEnv>(async (c, next) => {
  const id = parseId(c.req.param('id'));
  if (id === null) throw notFound('Product');
  const user = c.var.user;
  const [product] = await c.var.deps.db
    .select({ ownerId: shops.ownerId })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.id, id));
  if (!product) throw notFound('Product');
  if (user.userType !== 'admin' && product.ownerId !== user.id) throw new ApiError(403, 'Only the product’s shop or an admin may change it.');
  await next();
});

const tags = ['Catalogue'];

const listProducts = createApiRoute({
  method: 'get',
  path: '/products',
  tags,
  summary: 'The product list: filters, sort orders and search',
  request: { query: productListQuerySchema },
  responses: { 200: answers(productListSchema, 'A page of products.'), 422: invalidInput },
});

const getProduct = createApiRoute({
  method: 'get',
  path: '/products/{id}',
  tags,
  summary: 'One active product, with its serial number (the product page shows its QR code); a draft or archived one is not found',
  request: { params: productParamsSchema },
  responses: { 200: answers(productDetailSchema, 'The product.'), 404: fails('No such product.') },
});

const changeProduct = createApiRoute({
  method: 'patch',
  path: '/products/{id}',
  tags,
  summary: "Change a product's price, stock, name or description (its shop's owner or an admin)",
  middleware: [requireUser, mayChangeProduct],
  ...SIGNED_IN,
  request: { params: productParamsSchema, body: jsonBody(productChangeBodySchema) },
  responses: {
    200: answers(productChangedSchema, 'Product updated.'),
    401: unauthenticated,
    403: fails('Not the product’s shop, nor an admin.'),
    404: fails('No such product.'),
    422: invalidInput,
  },
});

export function productRoutes() {
  return openApiRouter()
    .openapi(listProducts, async (c) => {
      const { db, config } = c.var.deps;
      const query = c.req.valid('query');
      const { ids, total } = await findProductPage(db, query);
      const items = await loadProducts(db, ids, config.publicUrl);
      return ok(c, paginate(items, query.page, query.per_page, total), 'Products retrieved successfully');
    })
    .openapi(getProduct, async (c) => {
      const { db, config } = c.var.deps;
      const { id } = c.req.valid('param');
      const [listed] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), isListed));
      const [row] = listed ? await loadProductRecords(db, [id]) : [];
      // An active product was published, so it has its serial.
      if (!row || row.serial_number === null) throw notFound('Product');
      return ok(c, { product: { ...toProductJson(row, config.publicUrl), serial_number: row.serial_number } }, 'Product retrieved successfully');
    })
    .openapi(changeProduct, async (c) => {
      const { db, config } = c.var.deps;
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const user = c.var.user;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ price: products.basePrice, stock: products.stock, name: products.productName, description: products.description })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        await tx
          .update(products)
          .set({
            ...(change.price !== undefined ? { basePrice: change.price } : {}),
            ...(change.stock !== undefined ? { stock: change.stock } : {}),
            ...(change.name !== undefined ? { productName: change.name } : {}),
            ...(change.description !== undefined ? { description: change.description } : {}),
            updatedAt: new Date(),
          })
          .where(eq(products.id, id));
        // An admin's change of another's product is an admin write: audited like every other (issue 33).
        if (user.userType === 'admin') {
          const fields = (['price', 'stock', 'name', 'description'] as const).filter((field) => change[field] !== undefined);
          await recordAudit(tx, user, {
            action: 'product.update',
            targetId: id,
            before: Object.fromEntries(fields.map((field) => [field, before[field]])),
            after: Object.fromEntries(fields.map((field) => [field, change[field]])),
          });
        }
      });
      void notifyStorefront(productsChanged([id]));
      const [row] = await loadProductRecords(db, [id]);
      return ok(c, { product: { ...toProductJson(row, config.publicUrl), serial_number: row.serial_number } }, 'Product updated.');
    });
}
