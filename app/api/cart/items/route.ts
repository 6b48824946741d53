// Add to cart: `{productId, quantity}` adds to the line (or starts it), never beyond the stock.
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { MAX_CART_LINES } from '@/lib/cart/cookie';
import { mirrorToApi } from '@/lib/cart/handlers';
import { addLine, findLine } from '@/lib/cart/lines';
import { lookUpProduct } from '@/lib/cart/load';
import { json, message, route } from '@/lib/http/handler';
import { getSession } from '@/lib/session/session';
import { addUserCartItem } from '@/lib/upstream/cart';
import { addItemSchema, cartMessages } from '@/lib/validation/cart';

export const POST = route({
  body: addItemSchema,
  async handle({ request, body: { productId, quantity } }) {
    const lookup = await lookUpProduct(productId);
    if (!lookup.ok) return message(cartMessages.addFailed, 503);
    const product = lookup.product;
    if (!product) return message(cartMessages.productNotFound, 404);

    const lines = await readCartLines(request);
    const current = findLine(lines, productId)?.quantity ?? 0;
    if (product.stock <= 0) return message(cartMessages.outOfStock, 422);
    if (current + quantity > product.stock) return message(cartMessages.onlyLeft(product.stock), 422);
    if (current === 0 && lines.length >= MAX_CART_LINES) return message(cartMessages.tooManyLines(MAX_CART_LINES), 422);

    const next = addLine(lines, productId, quantity);
    // A guest's cart lives in the cookie only; a buyer's is mirrored at the API.
    await mirrorToApi(await getSession(), 'add to cart', (token) => addUserCartItem(token, productId, quantity));
    return writeCartLines(
      json({ message: `"${product.product_name}" added to cart!`, lines: next.length, quantity: current + quantity }),
      next,
    );
  },
});
