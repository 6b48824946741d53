// POST /api/admin/returns/{id}/approve: an admin approves a Pending return request; the API credits
// the refund to the buyer's wallet and mails them. A request decided meanwhile is the API's 409,
// a non-admin its 403.
import { returnAnswer } from '@/lib/http/answers/returns';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ADMIN_RETURN_MESSAGES, RETURN_MESSAGES } from '@/lib/messages/catalogue';
import { approveReturn } from '@/lib/upstream/admin-returns';

export const POST = route({
  answer: returnAnswer,
  auth: true,
  signInMessage: ADMIN_RETURN_MESSAGES.signIn,
  params: idParams('returnId'),
  notFoundMessage: RETURN_MESSAGES.missing,
  async handle({ session, params, reply }) {
    if (session.user.userType !== 'admin') return message(ADMIN_RETURN_MESSAGES.adminOnly, 403);
    const result = await approveReturn(session.accessToken, params.returnId);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_RETURN_MESSAGES.failed);
    return reply({ message: ADMIN_RETURN_MESSAGES.approved, request: result.data });
  },
});
