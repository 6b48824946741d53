// POST /api/admin/orders/{id}/cancel {reason}: an admin cancels an order nothing of which has
// shipped, with the reason the buyer reads. The reason is checked here with the API's own schema;
// an order shipped or canceled meanwhile is the API's 409 (its message shown), a non-admin its 403.
import { adminOrderCancelBodySchema } from '@/contract/api/admin-orders';
import { adminOrderCancelAnswer } from '@/lib/http/answers/admin-orders';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ADMIN_ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { cancelAdminOrder } from '@/lib/upstream/admin-orders';

export const POST = route({
  answer: adminOrderCancelAnswer,
  auth: true,
  signInMessage: ADMIN_ORDER_MESSAGES.signIn,
  params: idParams('orderId'),
  notFoundMessage: ADMIN_ORDER_MESSAGES.missing,
  body: adminOrderCancelBodySchema,
  async handle({ session, params, body, reply }) {
    if (session.user.userType !== 'admin') return message(ADMIN_ORDER_MESSAGES.adminOnly, 403);
    const result = await cancelAdminOrder(session.accessToken, params.orderId, body);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_ORDER_MESSAGES.cancelFailed);
    return reply({ message: ADMIN_ORDER_MESSAGES.canceled, orderStatus: result.data.orderStatus });
  },
});
