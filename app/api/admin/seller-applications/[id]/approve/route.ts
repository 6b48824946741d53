// POST /api/admin/seller-applications/{id}/approve: an admin approves; the API makes the applicant
// a seller with a new shop and mails them. An application already decided is its 409, passed on.
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
  async handle({ session, params, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await decideSellerApplication(session.accessToken, params.id, 'approve');
    if (!result.ok) return upstreamFailure(result.error, ADMIN_SELLER_MESSAGES.stepFailed);
    return reply({ message: ADMIN_SELLER_MESSAGES.approved, state: result.data.state });
  },
});
