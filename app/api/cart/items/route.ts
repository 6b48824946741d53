// Add to cart: `{productId, quantity}` adds to the line (or starts it), never beyond the stock. The
// answer comes once the line is stored (at the API for a buyer, in the cookie for a guest): the
// message is the promise, and the cart's new summary comes with it, so the header badge needs no
// second request.
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { MAX_CART_LINES } from '@/contract/rules/cart-limits';
import { addLine, findLine } from '@/lib/cart/lines';
import { lookUpProduct } from '@/lib/cart/load';
import { cartAddedAnswer, summaryOf } from '@/lib/http/answers/cart';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { getSession } from '@/lib/session/session';
import { addUserCartItem } from '@/lib/upstream/cart';
import { addItemSchema } from '@/lib/validation/cart';
import { isNotFound } from '@/lib/upstream/client';

export const POST = route({
  answer: cartAddedAnswer,
  body: addItemSchema,
  async handle({ request, body: { productId, quantity }, reply }) {
    const session = await getSession();
    if (session) {
      // The API checks the stock and the line limit, and answers the cart as stored.
      const result = await addUserCartItem(session.accessToken, productId, quantity);
      if (!result.ok) {
        if (isNotFound(result.error)) return message(CART_MESSAGES.productNotFound, 404);
        return upstreamFailure(result.error, CART_MESSAGES.addFailed);
      }
      const line = result.data.items.find((item) => item.productId === productId);
      return reply({
        message: CART_MESSAGES.added(line?.product.title ?? 'Item'),
        quantity: line?.quantity ?? quantity,
        ...summaryOf(result.data.items),
      });
    }

    const lookup = await lookUpProduct(productId);
    if (!lookup.ok) return message(CART_MESSAGES.addFailed, 503);
    const product = lookup.product;
    if (!product) return message(CART_MESSAGES.productNotFound, 404);

    const lines = await readCartLines(request);
    const current = findLine(lines, productId)?.quantity ?? 0;
    if (product.stock <= 0) return message(CART_MESSAGES.outOfStock, 409);
    if (current + quantity > product.stock) return message(CART_MESSAGES.onlyLeft(product.stock), 422);
    if (current === 0 && lines.length >= MAX_CART_LINES) return message(CART_MESSAGES.tooManyLines, 422);

    const next = addLine(lines, productId, quantity);
    return writeCartLines(reply({ message: CART_MESSAGES.added(product.title), quantity: current + quantity, ...summaryOf(next) }), next);
  },
});
