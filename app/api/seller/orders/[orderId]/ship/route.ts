// POST /api/seller/orders/{id}/ship {carrier, tracking_number}: the seller ships an accepted order
// of their shop (the API e-mails the buyer both). The form's words are the contract's; the API's
// 409 says why a step is out of turn (not accepted yet, shipped already, canceled).
import { sellerOrderStepAnswer } from '@/lib/http/answers/seller-orders';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ORDER_MESSAGES, SELLER_ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { shipSellerOrder } from '@/lib/upstream/seller-orders';
import { shipBodySchema } from '@/contract/api/seller-orders';

export const POST = route({
  answer: sellerOrderStepAnswer,
  auth: true,
  signInMessage: SELLER_ORDER_MESSAGES.signIn,
  params: idParams('orderId'),
  notFoundMessage: ORDER_MESSAGES.missing,
  body: shipBodySchema,
  async handle({ session, params, body, reply }) {
    const result = await shipSellerOrder(session.accessToken, params.orderId, body);
    if (!result.ok) return upstreamFailure(result.error, SELLER_ORDER_MESSAGES.stepFailed);
    return reply({ message: SELLER_ORDER_MESSAGES.shipped, state: result.data.state });
  },
});
