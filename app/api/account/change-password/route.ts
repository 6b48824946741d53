// Change password for the signed-in user: the session is checked here again (the proxy does not
// guard API routes), and the API's token never leaves the server.
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { changePassword } from '@/lib/upstream/auth';
import { changePasswordSchema } from '@/lib/validation/auth';
import { authMessages } from '@/components/auth/auth-messages';

export const POST = route({
  auth: true,
  signInMessage: authMessages.notSignedIn,
  body: changePasswordSchema,
  async handle({ session, body }) {
    const result = await changePassword(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, authMessages.passwordChangeFailed);
    return json({ message: authMessages.passwordUpdated });
  },
});
