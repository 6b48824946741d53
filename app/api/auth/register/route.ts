// Registration: the form checked again on the server, then the API's auth/register (buyer account).
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/origin';
import { register } from '@/lib/upstream/auth';
import { registerSchema } from '@/lib/validation/auth';
import { authMessages } from '@/components/auth/auth-messages';

export const POST = route({
  body: registerSchema,
  async handle({ request, body }) {
    const result = await register(body, { forwardedFor: clientAddress(request) });
    if (!result.ok) return upstreamFailure(result.error, authMessages.registerFailed);
    return json({ message: authMessages.registered }, 201);
  },
});
