// POST /api/orders/{orderId}/fulfilments/{fulfilmentId}/received: the buyer's "I received it" for a
// shipped parcel, which the API marks delivered. A parcel not shipped yet (or already delivered)
// is the API's 409, another buyer's shipment its 404: both passed on with the API's words.
import { parcelReceivedAnswer } from '@/lib/http/answers/orders';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { SHIPMENT_MESSAGES } from '@/lib/messages/catalogue';
import { confirmParcelReceived } from '@/lib/upstream/orders';

export const POST = route({
  answer: parcelReceivedAnswer,
  auth: true,
  params: idParams('orderId', 'fulfilmentId'),
  notFoundMessage: SHIPMENT_MESSAGES.missing,
  async handle({ session, params, reply }) {
    const result = await confirmParcelReceived(session.accessToken, params.orderId, params.fulfilmentId);
    if (!result.ok) return upstreamFailure(result.error, SHIPMENT_MESSAGES.receiveFailed);
    return reply({ message: SHIPMENT_MESSAGES.received, orderStatus: result.data.orderStatus });
  },
});
