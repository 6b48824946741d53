// POST /api/admin/shops/{id}/restore | verify | unverify: an admin's step on a shop that needs no
// reason (suspending has its own handler, with one). A step that does not apply (restoring an
// active shop) is the API's 409, passed on with its words; any other step name is a 404.
import { adminShopStepAnswer } from '@/lib/http/answers/admin-sellers';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ACCOUNT_MESSAGES, ADMIN_SELLER_MESSAGES } from '@/lib/messages/catalogue';
import { moveAdminShop } from '@/lib/upstream/admin-sellers';
import { z } from '@/lib/validation/zod';

const PLAIN_STEPS = ['restore', 'verify', 'unverify'] as const;

const DONE: Record<(typeof PLAIN_STEPS)[number], string> = {
  restore: ADMIN_SELLER_MESSAGES.restored,
  verify: ADMIN_SELLER_MESSAGES.verified,
  unverify: ADMIN_SELLER_MESSAGES.unverified,
};

export const POST = route({
  answer: adminShopStepAnswer,
  auth: true,
  signInMessage: ADMIN_SELLER_MESSAGES.signIn,
  params: idParams('id').extend({ shopStep: z.enum(PLAIN_STEPS) }),
  notFoundMessage: ADMIN_SELLER_MESSAGES.shopMissing,
  async handle({ session, params, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await moveAdminShop(session.accessToken, params.id, params.shopStep);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_SELLER_MESSAGES.stepFailed);
    return reply({ message: DONE[params.shopStep], status: result.data.status, verified: result.data.verified });
  },
});
