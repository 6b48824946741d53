// Change password for the signed-in user: the session is checked here again (the proxy does not
// guard API routes), and the API's token never leaves the server.
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { changePassword } from '@/lib/upstream/auth';
import { changePasswordSchema } from '@/lib/validation/auth';

export const POST = route({
  auth: true,
  signInMessage: AUTH_MESSAGES.notSignedIn,
  body: changePasswordSchema,
  async handle({ session, body }) {
    const result = await changePassword(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, AUTH_MESSAGES.passwordChangeFailed);
    return json({ message: AUTH_MESSAGES.passwordUpdated });
  },
});
