// POST /api/returns/{id}/cancel: a Pending request becomes Rejected (409 for any other state).
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { cancelReturn } from '@/lib/upstream/returns';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';

export const POST = route({
  auth: true,
  params: idParams('returnId'),
  notFoundMessage: ACCOUNT_MESSAGES.returnMissing,
  async handle({ session, params }) {
    const result = await cancelReturn(session.accessToken, params.returnId);
    if (!result.ok) return upstreamFailure(result.error, ACCOUNT_MESSAGES.returnFailed);
    return json({ message: ACCOUNT_MESSAGES.returnCancelled, request: result.data });
  },
});
