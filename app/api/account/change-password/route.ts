// Change password for the signed-in user: the session is checked here again (the proxy does not
// guard API routes), and the API's token never leaves the server.
import { messageAnswer } from '@/lib/http/answers/common';
import { route, upstreamFailure } from '@/lib/http/handler';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { changePassword } from '@/lib/upstream/auth';
import { changePasswordSchema } from '@/lib/validation/auth';

export const POST = route({
  answer: messageAnswer,
  auth: true,
  signInMessage: AUTH_MESSAGES.notSignedIn,
  body: changePasswordSchema,
  async handle({ session, body, reply }) {
    const result = await changePassword(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, AUTH_MESSAGES.passwordChangeFailed);
    return reply({ message: AUTH_MESSAGES.passwordUpdated });
  },
});
