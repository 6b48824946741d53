// GET /api/seller/orders/{id}/packing-slip: the order's packing slip (PDF), fetched from the API
// with the session's token and passed on as a file. The browser's link carries no token; another
// shop's order is a 404, as at the API.
import { route, upstreamFailure } from '@/lib/http/handler';
import { NOT_JSON } from '@/lib/http/answers/common';
import { fileResponse } from '@/lib/http/download';
import { idParams } from '@/lib/http/params';
import { ORDER_MESSAGES, SELLER_ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { downloadPackingSlip } from '@/lib/upstream/seller-orders';

export const GET = route({
  auth: true,
  signInMessage: SELLER_ORDER_MESSAGES.signIn,
  params: idParams('orderId'),
  notFoundMessage: ORDER_MESSAGES.missing,
  answer: NOT_JSON,
  async handle({ session, params }) {
    const result = await downloadPackingSlip(session.accessToken, params.orderId);
    if (!result.ok) return upstreamFailure(result.error, SELLER_ORDER_MESSAGES.packingSlipFailed);
    return fileResponse(result.data, `packing-slip-${params.orderId}.pdf`);
  },
});
