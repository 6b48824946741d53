// How many lines the cart holds, for the header badge on every page: the buyer's at the API, or
// the guest's cookie.
import { readCartLines } from '@/lib/cart/cookie-response';
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { getSession } from '@/lib/session/session';
import { getUserCart } from '@/lib/upstream/cart';

export const GET = route({
  async handle({ request }) {
    const session = await getSession();
    if (!session) return json({ lines: (await readCartLines(request)).length });
    const cart = await getUserCart(session.accessToken);
    if (!cart.ok) return upstreamFailure(cart.error, CART_MESSAGES.loadFailed, { useApiMessage: false });
    return json({ lines: cart.data.items.length });
  },
});
