// POST /api/admin/returns/{id}/reject {reason}: an admin rejects a Pending return request with the
// reason the buyer reads on Returns & Refunds and in their mail. The reason is checked here with
// the API's own schema; a request decided meanwhile is the API's 409, a non-admin its 403.
import { returnAnswer } from '@/lib/http/answers/returns';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ADMIN_RETURN_MESSAGES, RETURN_MESSAGES } from '@/lib/messages/catalogue';
import { rejectReturn } from '@/lib/upstream/admin-returns';
import { rejectReturnBodySchema } from '@/contract/api/admin-returns';

export const POST = route({
  answer: returnAnswer,
  auth: true,
  signInMessage: ADMIN_RETURN_MESSAGES.signIn,
  params: idParams('returnId'),
  notFoundMessage: RETURN_MESSAGES.missing,
  body: rejectReturnBodySchema,
  async handle({ session, params, body, reply }) {
    if (session.user.userType !== 'admin') return message(ADMIN_RETURN_MESSAGES.adminOnly, 403);
    const result = await rejectReturn(session.accessToken, params.returnId, body);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_RETURN_MESSAGES.failed);
    return reply({ message: ADMIN_RETURN_MESSAGES.rejected, request: result.data });
  },
});
