// POST /api/seller/orders/{id}/accept: the seller accepts a pending order of their shop. The API
// says no with a 409 and its reason when the order has moved on, a 404 for another shop's order.
import { sellerOrderStepAnswer } from '@/lib/http/answers/seller-orders';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ORDER_MESSAGES, SELLER_ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { acceptSellerOrder } from '@/lib/upstream/seller-orders';

export const POST = route({
  answer: sellerOrderStepAnswer,
  auth: true,
  signInMessage: SELLER_ORDER_MESSAGES.signIn,
  params: idParams('orderId'),
  notFoundMessage: ORDER_MESSAGES.missing,
  async handle({ session, params, reply }) {
    const result = await acceptSellerOrder(session.accessToken, params.orderId);
    if (!result.ok) return upstreamFailure(result.error, SELLER_ORDER_MESSAGES.stepFailed);
    return reply({ message: SELLER_ORDER_MESSAGES.accepted, state: result.data.state });
  },
});
