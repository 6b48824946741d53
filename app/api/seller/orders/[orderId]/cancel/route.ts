// POST /api/seller/orders/{id}/cancel {reason}: the seller cancels their shop's part of an order
// before it ships; the API returns the stock and refunds the buyer. Once shipped, its 409 says so.
import { sellerOrderStepAnswer } from '@/lib/http/answers/seller-orders';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ORDER_MESSAGES, SELLER_ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { cancelSellerOrder } from '@/lib/upstream/seller-orders';
import { cancelBodySchema } from '@/contract/api/seller-orders';

export const POST = route({
  answer: sellerOrderStepAnswer,
  auth: true,
  signInMessage: SELLER_ORDER_MESSAGES.signIn,
  params: idParams('orderId'),
  notFoundMessage: ORDER_MESSAGES.missing,
  body: cancelBodySchema,
  async handle({ session, params, body, reply }) {
    const result = await cancelSellerOrder(session.accessToken, params.orderId, body);
    if (!result.ok) return upstreamFailure(result.error, SELLER_ORDER_MESSAGES.stepFailed);
    return reply({ message: SELLER_ORDER_MESSAGES.canceled, state: result.data.state });
  },
});
