// The cart as the cart page shows it: each line with today's product data, flags for lines that
// cannot be bought, and the summary of the rest (spec section 9). A signed-in buyer's cart is the
// API's; a guest's is the cookie (lib/cart/store.ts).
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { readCart } from '@/lib/cart/store';
import { cartAnswer, cartClearedAnswer } from '@/lib/http/answers/cart';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { getSession } from '@/lib/session/session';
import { isUnauthorised } from '@/lib/upstream/client';

export const GET = route({
  answer: cartAnswer,
  async handle({ request, reply }) {
    const session = await getSession();
    const result = await readCart(session?.accessToken ?? null, () => readCartLines(request));
    if (!result.ok) {
      if (isUnauthorised(result.error)) return upstreamFailure(result.error, CART_MESSAGES.loadFailed);
      // A cart with guessed prices would be worse than none: the spec's message, try again.
      return message(CART_MESSAGES.loadFailed, 503);
    }
    return reply({ cart: result.view });
  },
});

/**
 * Forgets the guest cart in this browser (at logout, so the next person on a shared browser does
 * not see it). A buyer's cart is at the API and comes back at their next login.
 */
export const DELETE = route({
  answer: cartClearedAnswer,
  handle: ({ reply }) => writeCartLines(reply({ cleared: true }), []),
});
