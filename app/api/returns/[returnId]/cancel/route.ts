// POST /api/returns/{id}/cancel: a Pending request becomes Rejected (409 for any other state).
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { RETURN_MESSAGES } from '@/lib/messages/catalogue';
import { cancelReturn } from '@/lib/upstream/returns';

export const POST = route({
  auth: true,
  params: idParams('returnId'),
  notFoundMessage: RETURN_MESSAGES.missing,
  async handle({ session, params }) {
    const result = await cancelReturn(session.accessToken, params.returnId);
    if (!result.ok) return upstreamFailure(result.error, RETURN_MESSAGES.failed);
    return json({ message: RETURN_MESSAGES.cancelled, request: result.data });
  },
});
