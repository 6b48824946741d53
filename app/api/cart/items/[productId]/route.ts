// One cart line: PATCH `{quantity}` sets it (within the stock), DELETE removes it. Both answer the
// whole cart as it now stands, so the page shows the server's figures after its optimistic ones. A
// buyer's line is changed at the API, a guest's in the cookie.
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { findLine, removeLine, setLine, type CartLineInput } from '@/lib/cart/lines';
import { loadCartView, lookUpProduct } from '@/lib/cart/load';
import { apiCartView } from '@/lib/cart/store';
import type { CartProduct } from '@/lib/domain/cart';
import { cartChangedAnswer, type CartChangedAnswer } from '@/lib/http/answers/cart';
import type { NextResponse } from 'next/server';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { productIdParams } from '@/lib/http/params';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { getSession } from '@/lib/session/session';
import { removeUserCartItem, setUserCartItem } from '@/lib/upstream/cart';
import { setQuantitySchema } from '@/lib/validation/cart';

/** The guest's cart as it now stands (null when the API cannot price it right now), on the new cookie. */
async function answerGuestCart(reply: (body: CartChangedAnswer) => NextResponse, lines: CartLineInput[], known?: ReadonlyMap<number, CartProduct | null>) {
  const view = await loadCartView(lines, known);
  return writeCartLines(reply({ cart: view.ok ? view.view : null }), lines);
}

export const PATCH = route({
  answer: cartChangedAnswer,
  params: productIdParams,
  notFoundMessage: CART_MESSAGES.productNotFound,
  body: setQuantitySchema,
  async handle({ request, params: { productId }, body: { quantity }, reply }) {
    const session = await getSession();
    if (session) {
      const result = apiCartView(await setUserCartItem(session.accessToken, productId, quantity));
      if (!result.ok) return upstreamFailure(result.error, CART_MESSAGES.updateFailed);
      return reply({ cart: result.view });
    }

    const lines = await readCartLines(request);
    if (!findLine(lines, productId)) return message(CART_MESSAGES.notInCart, 404);
    const lookup = await lookUpProduct(productId);
    if (!lookup.ok) return message(CART_MESSAGES.updateFailed, 503);
    const product = lookup.product;
    if (!product) return message(CART_MESSAGES.productNotFound, 404);
    if (product.stock <= 0) return message(CART_MESSAGES.outOfStock, 409);
    if (quantity > product.stock) return message(CART_MESSAGES.onlyLeft(product.stock), 422);
    return answerGuestCart(reply, setLine(lines, productId, quantity), new Map([[productId, product]]));
  },
});

export const DELETE = route({
  answer: cartChangedAnswer,
  params: productIdParams,
  notFoundMessage: CART_MESSAGES.productNotFound,
  async handle({ request, params: { productId }, reply }) {
    const session = await getSession();
    if (session) {
      // Removing a line that is not there is not an error at the API either (a double click, a second tab).
      const result = apiCartView(await removeUserCartItem(session.accessToken, productId));
      if (!result.ok) return upstreamFailure(result.error, CART_MESSAGES.updateFailed);
      return reply({ cart: result.view });
    }
    return answerGuestCart(reply, removeLine(await readCartLines(request), productId));
  },
});
