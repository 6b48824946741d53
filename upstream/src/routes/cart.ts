// The signed-in buyer's cart (spec sections 2 and 4): add, set, remove, empty, and merge a guest cart.
import { cartAddBodySchema, cartItemParamsSchema, cartMergeBodySchema, cartMergedSchema, cartQuantityBodySchema, cartSchema } from '../../../contract/api/cart';
import { requireUser } from '../auth/middleware';
import { limitBody } from '../commerce/body';
import { cartPromoBodySchema } from '../../../contract/api/promo-codes';
import { addCartItem, applyCartPromo, clearCart, loadCart, mergeCart, removeCartItem, removeCartPromo, setCartItemQuantity } from '../commerce/cart';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const tags = ['Cart'];
const signedIn = { middleware: [requireUser, limitBody(64 * 1024)], ...SIGNED_IN };
const tooLarge = fails('The body is larger than 64 KB.');

const getCart = createApiRoute({
  method: 'get',
  path: '/cart',
  tags,
  summary: "The buyer's cart: lines with the product as of now, and the summary",
  ...signedIn,
  responses: { 200: answers(cartSchema, 'The cart.'), 401: unauthenticated },
});

const addItem = createApiRoute({
  method: 'post',
  path: '/cart/items',
  tags,
  summary: 'Add a product (to its line if there is one), capped by stock',
  ...signedIn,
  request: { body: jsonBody(cartAddBodySchema) },
  responses: {
    200: answers(cartSchema, 'Item added to cart'),
    401: unauthenticated,
    404: fails('No such product.'),
    409: fails('The product is out of stock.'),
    413: tooLarge,
    422: fails('Invalid input, more than in stock, or the cart already holds its most products.'),
  },
});

const setQuantity = createApiRoute({
  method: 'patch',
  path: '/cart/items/{product_id}',
  tags,
  summary: "Set a line's quantity",
  ...signedIn,
  request: { params: cartItemParamsSchema, body: jsonBody(cartQuantityBodySchema) },
  responses: {
    200: answers(cartSchema, 'Cart updated'),
    401: unauthenticated,
    404: fails('The product is not in the cart.'),
    409: fails('The product is out of stock.'),
    413: tooLarge,
    422: fails('Invalid input, or more than in stock.'),
  },
});

const removeItem = createApiRoute({
  method: 'delete',
  path: '/cart/items/{product_id}',
  tags,
  summary: 'Remove a line (removing a product not in the cart is fine)',
  ...signedIn,
  request: { params: cartItemParamsSchema },
  responses: { 200: answers(cartSchema, 'Item removed from cart'), 401: unauthenticated, 404: fails('Not a product id.') },
});

const emptyCart = createApiRoute({
  method: 'delete',
  path: '/cart',
  tags,
  summary: 'Empty the cart',
  ...signedIn,
  responses: { 200: answers(cartSchema, 'Cart cleared'), 401: unauthenticated },
});

const merge = createApiRoute({
  method: 'post',
  path: '/cart/merge',
  tags,
  summary: "A guest cart joins the buyer's at login: quantities add up, capped at stock",
  ...signedIn,
  request: { body: jsonBody(cartMergeBodySchema) },
  responses: { 200: answers(cartMergedSchema, 'Cart merged'), 401: unauthenticated, 413: tooLarge, 422: invalidInput },
});

const applyPromo = createApiRoute({
  method: 'post',
  path: '/cart/promo',
  tags,
  summary: 'Apply a promo code to the cart (any case); it is kept only when it gives something now',
  ...signedIn,
  request: { body: jsonBody(cartPromoBodySchema) },
  responses: {
    200: answers(cartSchema, 'Promo code applied'),
    401: unauthenticated,
    413: tooLarge,
    422: fails(
      'The code is refused: unknown, withdrawn, not started, expired, used up, already used by the buyer, short of its minimum spend, or for a shop with nothing in the cart (the message says which).',
    ),
  },
});

const removePromo = createApiRoute({
  method: 'delete',
  path: '/cart/promo',
  tags,
  summary: 'Take the promo code out of the cart (none there is fine)',
  ...signedIn,
  responses: { 200: answers(cartSchema, 'Promo code removed'), 401: unauthenticated },
});

export function cartRoutes() {
  return openApiRouter()
    .openapi(getCart, async (c) => {
      const { db, config } = c.var.deps;
      return ok(c, await loadCart(db, c.var.user.id, config.publicUrl));
    })

    .openapi(addItem, async (c) => {
      const { db, config } = c.var.deps;
      const body = c.req.valid('json');
      await addCartItem(db, c.var.user.id, body.product_id, body.quantity);
      return ok(c, await loadCart(db, c.var.user.id, config.publicUrl), 'Item added to cart');
    })

    .openapi(setQuantity, async (c) => {
      const { db, config } = c.var.deps;
      const { product_id } = c.req.valid('param');
      const body = c.req.valid('json');
      await setCartItemQuantity(db, c.var.user.id, product_id, body.quantity);
      return ok(c, await loadCart(db, c.var.user.id, config.publicUrl), 'Cart updated');
    })

    .openapi(removeItem, async (c) => {
      const { db, config } = c.var.deps;
      const { product_id } = c.req.valid('param');
      await removeCartItem(db, c.var.user.id, product_id);
      return ok(c, await loadCart(db, c.var.user.id, config.publicUrl), 'Item removed from cart');
    })

    .openapi(emptyCart, async (c) => {
      const { db, config } = c.var.deps;
      await clearCart(db, c.var.user.id);
      return ok(c, await loadCart(db, c.var.user.id, config.publicUrl), 'Cart cleared');
    })

    .openapi(applyPromo, async (c) => {
      const { db, config } = c.var.deps;
      return ok(c, await applyCartPromo(db, c.var.user.id, c.req.valid('json').code, config.publicUrl), 'Promo code applied');
    })

    .openapi(removePromo, async (c) => {
      const { db, config } = c.var.deps;
      return ok(c, await removeCartPromo(db, c.var.user.id, config.publicUrl), 'Promo code removed');
    })

    .openapi(merge, async (c) => {
      const { db, config } = c.var.deps;
      const body = c.req.valid('json');
      const report = await mergeCart(db, c.var.user.id, body.items);
      const cart = await loadCart(db, c.var.user.id, config.publicUrl);
      return ok(c, { ...cart, ...report }, 'Cart merged');
    });
}
