// POST /api/admin/shops/{id}/suspend {reason}: an admin suspends a shop; the API hides it and its
// products from buyers and mails the seller the reason. A blank reason is a 422 here; a shop
// already suspended, the API's 409.
import { adminShopSuspendBodySchema } from '@/contract/api/admin-shops';
import { adminShopStepAnswer } from '@/lib/http/answers/admin-sellers';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ACCOUNT_MESSAGES, ADMIN_SELLER_MESSAGES } from '@/lib/messages/catalogue';
import { moveAdminShop } from '@/lib/upstream/admin-sellers';

export const POST = route({
  answer: adminShopStepAnswer,
  auth: true,
  signInMessage: ADMIN_SELLER_MESSAGES.signIn,
  params: idParams('id'),
  notFoundMessage: ADMIN_SELLER_MESSAGES.shopMissing,
  body: adminShopSuspendBodySchema,
  async handle({ session, params, body, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await moveAdminShop(session.accessToken, params.id, 'suspend', body.reason);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_SELLER_MESSAGES.stepFailed);
    return reply({ message: ADMIN_SELLER_MESSAGES.suspended, status: result.data.status, verified: result.data.verified });
  },
});
