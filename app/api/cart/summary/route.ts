// How many lines the cart holds and which products, for the header badge and the Quick Buy
// toggles on every page: the buyer's at the API, or the guest's cookie.
import { readCartLines } from '@/lib/cart/cookie-response';
import { cartSummaryAnswer, summaryOf } from '@/lib/http/answers/cart';
import { route, upstreamFailure } from '@/lib/http/handler';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { getSession } from '@/lib/session/session';
import { getUserCart } from '@/lib/upstream/cart';

export const GET = route({
  answer: cartSummaryAnswer,
  async handle({ request, reply }) {
    const session = await getSession();
    if (!session) return reply(summaryOf(await readCartLines(request)));
    const cart = await getUserCart(session.accessToken);
    if (!cart.ok) return upstreamFailure(cart.error, CART_MESSAGES.loadFailed, { useApiMessage: false });
    return reply(summaryOf(cart.data.items));
  },
});
