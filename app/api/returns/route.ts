// POST /api/returns {orderNumber, reason}: a return request for one of the buyer's orders.
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { createReturn } from '@/lib/upstream/returns';
import { ACCOUNT_MESSAGES, returnSchema } from '@/lib/validation/account';

export const POST = route({
  auth: true,
  body: returnSchema,
  async handle({ session, body }) {
    const result = await createReturn(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, ACCOUNT_MESSAGES.returnFailed);
    return json({ message: ACCOUNT_MESSAGES.returnCreated, request: result.data }, 201);
  },
});
