// POST /api/admin/seller-applications/{id}/decline {reason}: an admin declines with a reason, which
// the API mails the applicant. A blank reason is a 422 here; an application already decided, a 409.
import { sellerApplicationDeclineBodySchema } from '@/contract/api/seller-applications';
import { applicationDecisionAnswer } from '@/lib/http/answers/admin-sellers';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ACCOUNT_MESSAGES, ADMIN_SELLER_MESSAGES } from '@/lib/messages/catalogue';
import { decideSellerApplication } from '@/lib/upstream/admin-sellers';

export const POST = route({
  answer: applicationDecisionAnswer,
  auth: true,
  signInMessage: ADMIN_SELLER_MESSAGES.signIn,
  params: idParams('id'),
  notFoundMessage: ADMIN_SELLER_MESSAGES.applicationMissing,
  body: sellerApplicationDeclineBodySchema,
  async handle({ session, params, body, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await decideSellerApplication(session.accessToken, params.id, 'decline', body.reason);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_SELLER_MESSAGES.stepFailed);
    return reply({ message: ADMIN_SELLER_MESSAGES.declined, state: result.data.state });
  },
});
