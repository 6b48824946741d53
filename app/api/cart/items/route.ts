// Add to cart: `{productId, quantity}` adds to the line (or starts it), never beyond the stock. The
// answer comes once the line is stored (at the API for a buyer, in the cookie for a guest): the
// message is the promise.
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { MAX_CART_LINES } from '@/lib/cart/cookie';
import { addLine, findLine } from '@/lib/cart/lines';
import { lookUpProduct } from '@/lib/cart/load';
import { json, message, route, upstreamFailure } from '@/lib/http/handler';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { getSession } from '@/lib/session/session';
import { addUserCartItem } from '@/lib/upstream/cart';
import { addItemSchema } from '@/lib/validation/cart';
import { isNotFound } from '@/lib/upstream/client';

export const POST = route({
  body: addItemSchema,
  async handle({ request, body: { productId, quantity } }) {
    const session = await getSession();
    if (session) {
      // The API checks the stock and the line limit, and answers the cart as stored.
      const result = await addUserCartItem(session.accessToken, productId, quantity);
      if (!result.ok) {
        if (isNotFound(result.error)) return message(CART_MESSAGES.productNotFound, 404);
        return upstreamFailure(result.error, CART_MESSAGES.addFailed);
      }
      const line = result.data.items.find((item) => item.product_id === productId);
      return json({
        message: CART_MESSAGES.added(line?.product.product_name ?? 'Item'),
        lines: result.data.items.length,
        quantity: line?.quantity ?? quantity,
      });
    }

    const lookup = await lookUpProduct(productId);
    if (!lookup.ok) return message(CART_MESSAGES.addFailed, 503);
    const product = lookup.product;
    if (!product) return message(CART_MESSAGES.productNotFound, 404);

    const lines = await readCartLines(request);
    const current = findLine(lines, productId)?.quantity ?? 0;
    if (product.stock <= 0) return message(CART_MESSAGES.outOfStock, 422);
    if (current + quantity > product.stock) return message(CART_MESSAGES.onlyLeft(product.stock), 422);
    if (current === 0 && lines.length >= MAX_CART_LINES) return message(CART_MESSAGES.tooManyLines(MAX_CART_LINES), 422);

    const next = addLine(lines, productId, quantity);
    return writeCartLines(json({ message: CART_MESSAGES.added(product.product_name), lines: next.length, quantity: current + quantity }), next);
  },
});
