// POST /api/returns/{id}/cancel: a Pending request becomes Rejected (409 for any other state).
import { returnAnswer } from '@/lib/http/answers/returns';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { RETURN_MESSAGES } from '@/lib/messages/catalogue';
import { cancelReturn } from '@/lib/upstream/returns';

export const POST = route({
  answer: returnAnswer,
  auth: true,
  params: idParams('returnId'),
  notFoundMessage: RETURN_MESSAGES.missing,
  async handle({ session, params, reply }) {
    const result = await cancelReturn(session.accessToken, params.returnId);
    if (!result.ok) return upstreamFailure(result.error, RETURN_MESSAGES.failed);
    return reply({ message: RETURN_MESSAGES.cancelled, request: result.data });
  },
});
