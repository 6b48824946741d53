// Change password for the signed-in user: the session is checked here again (the proxy does not
// guard API routes), and the API's token never leaves the server.
import { NextResponse } from 'next/server';
import { rejectForeignOrigin } from '@/lib/session/origin';
import { sessionCookieName } from '@/lib/session/config';
import { parseForm, readJsonBody, upstreamFailure } from '@/lib/session/handler-responses';
import { getSession } from '@/lib/session/session';
import { describeError } from '@/lib/upstream/client';
import { changePassword } from '@/lib/upstream/auth';
import { changePasswordSchema } from '@/lib/validation/auth';
import { authMessages } from '@/components/auth/auth-messages';

export async function POST(request: Request) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const session = await getSession();
  if (!session) return NextResponse.json({ message: authMessages.notSignedIn }, { status: 401 });
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const form = parseForm(changePasswordSchema, body.data);
  if (!form.ok) return form.response;

  const result = await changePassword(session.accessToken, form.data);
  if (!result.ok) {
    if (result.error.kind === 'http' && result.error.status === 401) {
      // The API no longer accepts this session's token: end the session here too.
      const response = NextResponse.json({ message: authMessages.sessionEnded }, { status: 401 });
      response.cookies.delete(sessionCookieName());
      return response;
    }
    return upstreamFailure(result.error, describeError(result.error, authMessages.passwordChangeFailed));
  }
  return NextResponse.json({ message: authMessages.passwordUpdated });
}
