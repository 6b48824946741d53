// Registration: the form checked again on the server, then the API's auth/register (buyer account).
import { messageAnswer } from '@/lib/http/answers/common';
import { route, upstreamFailure } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/origin';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { register } from '@/lib/upstream/auth';
import { registerSchema } from '@/lib/validation/auth';

export const POST = route({
  answer: messageAnswer,
  body: registerSchema,
  async handle({ request, body, reply }) {
    const result = await register(body, { forwardedFor: clientAddress(request) });
    if (!result.ok) return upstreamFailure(result.error, AUTH_MESSAGES.registerFailed);
    return reply({ message: AUTH_MESSAGES.registered }, 201);
  },
});
