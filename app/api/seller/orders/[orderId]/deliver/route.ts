// POST /api/seller/orders/{id}/deliver: the seller marks a shipped order of their shop delivered
// (the API e-mails the buyer). Before shipping, or after, the API's 409 says why not.
import { sellerOrderStepAnswer } from '@/lib/http/answers/seller-orders';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ORDER_MESSAGES, SELLER_ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { deliverSellerOrder } from '@/lib/upstream/seller-orders';

export const POST = route({
  answer: sellerOrderStepAnswer,
  auth: true,
  signInMessage: SELLER_ORDER_MESSAGES.signIn,
  params: idParams('orderId'),
  notFoundMessage: ORDER_MESSAGES.missing,
  async handle({ session, params, reply }) {
    const result = await deliverSellerOrder(session.accessToken, params.orderId);
    if (!result.ok) return upstreamFailure(result.error, SELLER_ORDER_MESSAGES.stepFailed);
    return reply({ message: SELLER_ORDER_MESSAGES.delivered, state: result.data.state });
  },
});
