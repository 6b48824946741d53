// The signed-in buyer's cart (spec sections 2 and 4): add, set, remove, empty, and merge a guest cart.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import { limitBody } from '../commerce/body';
import { MAX_CART_LINES } from '../../../contract/rules/cart-limits';
import { addCartItem, clearCart, loadCart, mergeCart, removeCartItem, setCartItemQuantity } from '../commerce/cart';
import { productIdField, quantityField } from '../commerce/fields';
import type { AppEnv } from '../context';
import { ok } from '../http/envelope';
import { idParam, parseBody } from '../http/validate';

const addItemBody = z.object({
  product_id: productIdField,
  quantity: quantityField.default(1),
});

const setQuantityBody = z.object({ quantity: quantityField });

const mergeBody = z.object({
  items: z
    .array(z.object({ product_id: productIdField, quantity: quantityField }), { error: 'items must be a list of cart lines' })
    .max(MAX_CART_LINES, `items can hold at most ${MAX_CART_LINES} lines`),
});

export function cartRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/cart/*', requireUser);
  app.use('/cart/*', limitBody(64 * 1024));

  app.get('/cart', async (c) => {
    const { db, config } = c.var.deps;
    return ok(c, await loadCart(db, c.var.user.id, config.publicUrl));
  });

  app.post('/cart/items', async (c) => {
    const { db, config } = c.var.deps;
    const body = await parseBody(c, addItemBody);
    await addCartItem(db, c.var.user.id, body.product_id, body.quantity);
    return ok(c, await loadCart(db, c.var.user.id, config.publicUrl), 'Item added to cart');
  });

  app.patch('/cart/items/:product_id', async (c) => {
    const { db, config } = c.var.deps;
    const productId = idParam(c, 'product_id', 'Product');
    const body = await parseBody(c, setQuantityBody);
    await setCartItemQuantity(db, c.var.user.id, productId, body.quantity);
    return ok(c, await loadCart(db, c.var.user.id, config.publicUrl), 'Cart updated');
  });

  app.delete('/cart/items/:product_id', async (c) => {
    const { db, config } = c.var.deps;
    const productId = idParam(c, 'product_id', 'Product');
    await removeCartItem(db, c.var.user.id, productId);
    return ok(c, await loadCart(db, c.var.user.id, config.publicUrl), 'Item removed from cart');
  });

  app.delete('/cart', async (c) => {
    const { db, config } = c.var.deps;
    await clearCart(db, c.var.user.id);
    return ok(c, await loadCart(db, c.var.user.id, config.publicUrl), 'Cart cleared');
  });

  app.post('/cart/merge', async (c) => {
    const { db, config } = c.var.deps;
    const body = await parseBody(c, mergeBody);
    const report = await mergeCart(db, c.var.user.id, body.items);
    const cart = await loadCart(db, c.var.user.id, config.publicUrl);
    return ok(c, { ...cart, ...report }, 'Cart merged');
  });

  return app;
}
