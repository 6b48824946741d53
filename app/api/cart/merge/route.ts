// Right after login: the guest cart joins the buyer's cart at the API (quantities add up, capped
// at stock), and the cookie becomes that merged cart, so a cart from another device shows here.
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { MAX_CART_LINES } from '@/lib/cart/cookie';
import { combineLines } from '@/lib/cart/lines';
import { isUnauthorised, json, message, route, upstreamFailure } from '@/lib/http/handler';
import { mergeUserCart } from '@/lib/upstream/cart';
import { cartMessages, checkoutMessages } from '@/lib/validation/cart';

export const POST = route({
  auth: true,
  signInMessage: checkoutMessages.notSignedIn,
  async handle({ request, session }) {
    const guest = await readCartLines(request);
    const result = await mergeUserCart(
      session.accessToken,
      guest.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
    );
    if (!result.ok) {
      // The API no longer takes the token: upstreamFailure ends the session.
      if (isUnauthorised(result.error)) return upstreamFailure(result.error, cartMessages.mergeFailed);
      // The guest cookie stays as it was: nothing the buyer chose is lost.
      console.warn('[cart] merge at the API failed', { kind: result.error.kind, status: result.error.status });
      return message(cartMessages.mergeFailed, result.error.kind === 'http' && result.error.status < 500 ? 502 : 503);
    }

    const merged = combineLines(result.data.items.map((item) => ({ productId: item.product_id, quantity: item.quantity }))).slice(0, MAX_CART_LINES);
    return writeCartLines(json({ lines: merged.length }), merged);
  },
});
