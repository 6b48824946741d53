// Right after login: the guest cart (the cookie) joins the buyer's cart at the API (quantities add
// up, capped at stock), and the cookie is emptied, so the API's cart is the only one and a repeated
// merge (a retried sign-in) has nothing left to add.
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { cartMergedAnswer } from '@/lib/http/answers/cart';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { CART_MESSAGES, CHECKOUT_MESSAGES } from '@/lib/messages/catalogue';
import { getUserCart, mergeUserCart } from '@/lib/upstream/cart';
import { isRefused } from '@/lib/upstream/client';

export const POST = route({
  answer: cartMergedAnswer,
  auth: true,
  signInMessage: CHECKOUT_MESSAGES.notSignedIn,
  async handle({ request, session, reply }) {
    const guest = await readCartLines(request);
    if (guest.length === 0) {
      const cart = await getUserCart(session.accessToken);
      if (!cart.ok) return upstreamFailure(cart.error, CART_MESSAGES.mergeFailed, { useApiMessage: false });
      return reply({ lines: cart.data.items.length });
    }
    const result = await mergeUserCart(session.accessToken, guest);
    if (!result.ok) {
      // The guest cookie stays as it was: nothing the buyer chose is lost, and the next sign-in tries again.
      if (result.error.kind !== 'http' || result.error.status !== 401) {
        console.warn('[cart] merge at the API failed', { kind: result.error.kind, status: result.error.status });
        return message(CART_MESSAGES.mergeFailed, isRefused(result.error) ? 502 : 503);
      }
      return upstreamFailure(result.error, CART_MESSAGES.mergeFailed);
    }
    return writeCartLines(reply({ lines: result.data.items.length }), []);
  },
});
