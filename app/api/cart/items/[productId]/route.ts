// One cart line: PATCH `{quantity}` sets it (within the stock), DELETE removes it. Both answer the
// whole cart as it now stands, so the page shows the server's figures after its optimistic ones.
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { mirrorToApi } from '@/lib/cart/handlers';
import { findLine, removeLine, setLine, type CartLineInput } from '@/lib/cart/lines';
import { loadCartView, lookUpProduct } from '@/lib/cart/load';
import type { CartProduct } from '@/lib/cart/view';
import { json, message, route } from '@/lib/http/handler';
import { productIdParams } from '@/lib/http/params';
import { getSession } from '@/lib/session/session';
import { addUserCartItem, removeUserCartItem, setUserCartItem } from '@/lib/upstream/cart';
import { cartMessages, setQuantitySchema } from '@/lib/validation/cart';

/** The cart as it now stands (null when the API cannot price it right now), on the new cookie. */
async function answerCart(lines: CartLineInput[], known?: ReadonlyMap<number, CartProduct | null>) {
  const view = await loadCartView(lines, known);
  return writeCartLines(json({ cart: view.ok ? view.view : null }), lines);
}

export const PATCH = route({
  params: productIdParams,
  notFoundMessage: cartMessages.productNotFound,
  body: setQuantitySchema,
  async handle({ request, params: { productId }, body: { quantity } }) {
    const lines = await readCartLines(request);
    if (!findLine(lines, productId)) return message(cartMessages.notInCart, 404);
    const lookup = await lookUpProduct(productId);
    if (!lookup.ok) return message(cartMessages.updateFailed, 503);
    const product = lookup.product;
    if (!product) return message(cartMessages.productNotFound, 404);
    if (product.stock <= 0) return message(cartMessages.outOfStock, 422);
    if (quantity > product.stock) return message(cartMessages.onlyLeft(product.stock), 422);

    const next = setLine(lines, productId, quantity);
    await mirrorToApi(await getSession(), 'set a cart quantity', async (token) => {
      const result = await setUserCartItem(token, productId, quantity);
      // The API's cart may not have the line yet (a merge that failed at login): start it there.
      if (!result.ok && result.error.kind === 'http' && result.error.status === 404) return addUserCartItem(token, productId, quantity);
      return result;
    });
    return answerCart(next, new Map([[productId, product]]));
  },
});

export const DELETE = route({
  params: productIdParams,
  notFoundMessage: cartMessages.productNotFound,
  async handle({ request, params: { productId } }) {
    // Removing a line that is not there is not an error (a double click, a second tab).
    const next = removeLine(await readCartLines(request), productId);
    await mirrorToApi(await getSession(), 'remove a cart line', (token) => removeUserCartItem(token, productId));
    return answerCart(next);
  },
});
