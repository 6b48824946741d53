// POST /api/returns {orderNumber, reason}: a return request for one of the buyer's orders.
import { returnAnswer } from '@/lib/http/answers/returns';
import { route, upstreamFailure } from '@/lib/http/handler';
import { RETURN_MESSAGES } from '@/lib/messages/catalogue';
import { createReturn } from '@/lib/upstream/returns';
import { returnSchema } from '@/lib/validation/account';

export const POST = route({
  answer: returnAnswer,
  auth: true,
  body: returnSchema,
  async handle({ session, body, reply }) {
    const result = await createReturn(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, RETURN_MESSAGES.failed);
    return reply({ message: RETURN_MESSAGES.created, request: result.data }, 201);
  },
});
