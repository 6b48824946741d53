// The buyer's wishlist (spec section 3, Wishlist item), keyed by product: adding and removing are
// idempotent (a heart tapped twice, or on two devices, ends where the buyer meant) and
// GET /wishlist/ids lets the storefront colour the hearts on any listing with one cheap call.
import { and, desc, eq } from 'drizzle-orm';
import {
  wishlistAddBodySchema,
  wishlistIdsSchema,
  wishlistItemParamsSchema,
  wishlistItemSchema,
  wishlistRemovedSchema,
  wishlistSchema,
} from '../../../contract/api/wishlist';
import { requireUser } from '../auth/middleware';
import { loadProducts, type ProductJson } from '../catalog/product-json';
import { isListed } from '../catalog/listed';
import type { Database } from '../db/client';
import { products, wishlistItems } from '../db/schema';
import { notFound, ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

function toWishlistItem(product: ProductJson, addedAt: Date) {
  return {
    id: product.product_id,
    title: product.product_name,
    image: product.images[0]?.image_url ?? '',
    artisan: product.shop.shop_name,
    price: product.base_price,
    rating: product.rating_average,
    stock: product.stock,
    in_stock: product.in_stock,
    added_at: addedAt.toISOString(),
    product,
  };
}

async function loadWishlist(db: Database, userId: number, publicUrl: string) {
  const rows = await db
    .select({ productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  const loaded = await loadProducts(
    db,
    rows.map((r) => r.productId),
    publicUrl,
  );
  const byId = new Map(loaded.map((p) => [p.product_id, p]));
  return rows.flatMap((r) => {
    const product = byId.get(r.productId);
    return product ? [toWishlistItem(product, r.createdAt)] : [];
  });
}

const tags = ['Wishlist'];

const listWishlist = createApiRoute({
  method: 'get',
  path: '/wishlist',
  tags,
  summary: 'The saved products, newest first',
  middleware: requireUser,
  ...SIGNED_IN,
  responses: { 200: answers(wishlistSchema, 'The wishlist.'), 401: unauthenticated },
});

const listWishlistIds = createApiRoute({
  method: 'get',
  path: '/wishlist/ids',
  tags,
  summary: "The saved products' ids, to colour the hearts on any listing",
  middleware: requireUser,
  ...SIGNED_IN,
  responses: { 200: answers(wishlistIdsSchema, 'The ids, newest first.'), 401: unauthenticated },
});

const addToWishlist = createApiRoute({
  method: 'post',
  path: '/wishlist',
  tags,
  summary: 'Save a product (saving it twice answers 200 with the same item)',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { body: jsonBody(wishlistAddBodySchema) },
  responses: {
    200: answers(wishlistItemSchema, 'Already in your wishlist.'),
    201: answers(wishlistItemSchema, 'Added to your wishlist.'),
    401: unauthenticated,
    404: fails('No such product.'),
    422: invalidInput,
  },
});

const removeFromWishlist = createApiRoute({
  method: 'delete',
  path: '/wishlist/{product_id}',
  tags,
  summary: 'Forget a product (forgetting one that is not saved is fine)',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { params: wishlistItemParamsSchema },
  responses: { 200: answers(wishlistRemovedSchema, 'Whether it was there to remove.'), 401: unauthenticated, 404: fails('Not a product id.') },
});

export function wishlistRoutes() {
  return openApiRouter()
    .openapi(listWishlist, async (c) => {
      const { db, config } = c.var.deps;
      return ok(c, await loadWishlist(db, c.var.user.id, config.publicUrl));
    })

    .openapi(listWishlistIds, async (c) => {
      const rows = await c.var.deps.db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, c.var.user.id))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
      return ok(
        c,
        rows.map((r) => r.productId),
      );
    })

    .openapi(addToWishlist, async (c) => {
      const { db, config } = c.var.deps;
      const { product_id } = c.req.valid('json');
      const [exists] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, product_id), isListed));
      if (!exists) throw notFound('Product');
      const inserted = await db
        .insert(wishlistItems)
        .values({ userId: c.var.user.id, productId: product_id })
        .onConflictDoNothing()
        .returning({ createdAt: wishlistItems.createdAt });
      const [row] = inserted.length
        ? inserted
        : await db
            .select({ createdAt: wishlistItems.createdAt })
            .from(wishlistItems)
            .where(and(eq(wishlistItems.userId, c.var.user.id), eq(wishlistItems.productId, product_id)));
      const [product] = await loadProducts(db, [product_id], config.publicUrl);
      // Removed between the two statements (the product was deleted): nothing left to show.
      if (!product || !row) throw notFound('Product');
      const item = toWishlistItem(product, row.createdAt);
      return inserted.length ? ok(c, item, 'Added to your wishlist.', 201) : ok(c, item, 'Already in your wishlist.');
    })

    .openapi(removeFromWishlist, async (c) => {
      const { product_id: productId } = c.req.valid('param');
      const deleted = await c.var.deps.db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, c.var.user.id), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      return deleted.length
        ? ok(c, { id: productId, removed: true }, 'Removed from your wishlist.')
        : ok(c, { id: productId, removed: false }, 'Not in your wishlist.');
    });
}
