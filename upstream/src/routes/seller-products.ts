// The seller's products (issue 32, point 3), for sellers only: the shop's list, one product, create
// (a draft), change, publish, unpublish, archive and delete. The logic is in seller/products.ts.
import {
  sellerProductListSchema,
  sellerProductChangeSchema,
  sellerProductCreateSchema,
  sellerProductDeletedSchema,
  sellerProductDetailSchema,
  sellerProductListQuerySchema,
  sellerProductParamsSchema,
} from '../../../contract/api/seller-products';
import { requireRole, requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import {
  changeSellerProduct,
  createSellerProduct,
  deleteSellerProduct,
  findSellerShop,
  getSellerProduct,
  listSellerProducts,
  moveSellerProduct,
  type ProductStep,
} from '../seller/products';

const tags = ['Seller products'];
const sellerOnly = [requireUser, requireRole('seller')];
const notSeller = fails('Not a seller, or a seller without a shop yet.');
const noProduct = fails('No such product in this shop (another shop’s product is not found either).');

const listProducts = createApiRoute({
  method: 'get',
  path: '/seller/products',
  tags,
  summary: "The shop's products, the last changed first: search by name or SKU, filter by state (out_of_stock: active with no stock)",
  middleware: sellerOnly,
  ...SIGNED_IN,
  request: { query: sellerProductListQuerySchema },
  responses: { 200: answers(sellerProductListSchema, 'A page of the shop’s products.'), 401: unauthenticated, 403: notSeller, 422: invalidInput },
});

const createProduct = createApiRoute({
  method: 'post',
  path: '/seller/products',
  tags,
  summary: 'Create a product as a draft (buyers see it once it is published)',
  middleware: sellerOnly,
  ...SIGNED_IN,
  request: { body: jsonBody(sellerProductCreateSchema) },
  responses: {
    201: answers(sellerProductDetailSchema, 'Product created.'),
    401: unauthenticated,
    403: notSeller,
    409: fails('The shop already has a product with this SKU.'),
    422: invalidInput,
  },
});

const getProduct = createApiRoute({
  method: 'get',
  path: '/seller/products/{id}',
  tags,
  summary: 'One product of the shop, in any state, with its provenance',
  middleware: sellerOnly,
  ...SIGNED_IN,
  request: { params: sellerProductParamsSchema },
  responses: { 200: answers(sellerProductDetailSchema, 'The product.'), 401: unauthenticated, 403: notSeller, 404: noProduct },
});

const changeProduct = createApiRoute({
  method: 'patch',
  path: '/seller/products/{id}',
  tags,
  summary: 'Change any of the product’s fields (a division also moves its category and subcategory)',
  middleware: sellerOnly,
  ...SIGNED_IN,
  request: { params: sellerProductParamsSchema, body: jsonBody(sellerProductChangeSchema) },
  responses: {
    200: answers(sellerProductDetailSchema, 'Product updated.'),
    401: unauthenticated,
    403: notSeller,
    404: noProduct,
    409: fails('The shop already has a product with this SKU.'),
    422: invalidInput,
  },
});

const stepRoute = (step: ProductStep, summary: string, refused: string) =>
  createApiRoute({
    method: 'post',
    path: `/seller/products/{id}/${step}`,
    tags,
    summary,
    middleware: sellerOnly,
    ...SIGNED_IN,
    request: { params: sellerProductParamsSchema },
    responses: {
      200: answers(sellerProductDetailSchema, 'The product in its new state.'),
      401: unauthenticated,
      403: notSeller,
      404: noProduct,
      409: fails(refused),
    },
  });

const publishProduct = stepRoute('publish', 'Publish a draft: buyers see it, and it gets its serial number the first time', 'Not a draft.');
const unpublishProduct = stepRoute('unpublish', 'Take an active product back to draft', 'Not active.');
const archiveProduct = stepRoute('archive', 'Archive a product for good: it leaves every public page, its orders keep it', 'Already archived.');

const deleteProduct = createApiRoute({
  method: 'delete',
  path: '/seller/products/{id}',
  tags,
  summary: 'Delete a product that was never ordered (one that was is archived instead)',
  middleware: sellerOnly,
  ...SIGNED_IN,
  request: { params: sellerProductParamsSchema },
  responses: {
    200: answers(sellerProductDeletedSchema, 'Product deleted.'),
    401: unauthenticated,
    403: notSeller,
    404: noProduct,
    409: fails('The product has been ordered: archive it instead.'),
  },
});

const MESSAGES: Record<ProductStep, string> = { publish: 'Product published.', unpublish: 'Product unpublished.', archive: 'Product archived.' };

export function sellerProductRoutes() {
  const router = openApiRouter()
    .openapi(listProducts, async (c) => {
      const { db, config } = c.var.deps;
      const shop = await findSellerShop(db, c.var.user.id);
      return ok(c, await listSellerProducts(db, shop.id, c.req.valid('query'), config.publicUrl), 'Products retrieved successfully');
    })
    .openapi(createProduct, async (c) => {
      const { db, config } = c.var.deps;
      const shop = await findSellerShop(db, c.var.user.id);
      const product = await createSellerProduct(db, shop.id, c.req.valid('json'), config.publicUrl);
      return ok(c, { product }, 'Product created.', 201);
    })
    .openapi(getProduct, async (c) => {
      const { db, config } = c.var.deps;
      const shop = await findSellerShop(db, c.var.user.id);
      return ok(c, { product: await getSellerProduct(db, shop.id, c.req.valid('param').id, config.publicUrl) }, 'Product retrieved successfully');
    })
    .openapi(changeProduct, async (c) => {
      const { db, config } = c.var.deps;
      const shop = await findSellerShop(db, c.var.user.id);
      const product = await changeSellerProduct(db, shop.id, c.req.valid('param').id, c.req.valid('json'), config.publicUrl);
      return ok(c, { product }, 'Product updated.');
    })
    .openapi(deleteProduct, async (c) => {
      const { db } = c.var.deps;
      const shop = await findSellerShop(db, c.var.user.id);
      const { id } = c.req.valid('param');
      await deleteSellerProduct(db, shop.id, id);
      return ok(c, { id }, 'Product deleted.');
    });
  for (const [route, step] of [
    [publishProduct, 'publish'],
    [unpublishProduct, 'unpublish'],
    [archiveProduct, 'archive'],
  ] as const) {
    router.openapi(route, async (c) => {
      const { db, config } = c.var.deps;
      const shop = await findSellerShop(db, c.var.user.id);
      const product = await moveSellerProduct(db, shop, c.req.valid('param').id, step, config.publicUrl);
      return ok(c, { product }, MESSAGES[step]);
    });
  }
  return router;
}
