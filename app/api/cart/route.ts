// The cart as the cart page shows it: each cookie line with today's product data, flags for lines
// that cannot be bought, and the summary of the rest (spec section 9).
import { readCartLines, writeCartLines } from '@/lib/cart/cookie-response';
import { loadCartView } from '@/lib/cart/load';
import { json, message, route } from '@/lib/http/handler';
import { cartMessages } from '@/lib/validation/cart';

export const GET = route({
  async handle({ request }) {
    const result = await loadCartView(await readCartLines(request));
    if (!result.ok) return message(cartMessages.loadFailed, 503);
    return json({ cart: result.view });
  },
});

/**
 * Forgets the cart in this browser (at logout, so the next person on a shared browser does not
 * see it). A buyer's cart at the API is kept and comes back at their next login.
 */
export const DELETE = route({
  handle: () => writeCartLines(json({ cleared: true }), []),
});
