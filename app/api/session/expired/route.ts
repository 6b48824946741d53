// Where an account page sends a cookie whose session has ended (revoked, expired, password changed
// elsewhere): the cookie is cleared and the user asked to log in again, coming back to where they
// were. A GET anyone can link to, so it ends a session that is still live only when the site's own
// page sent the browser here (Sec-Fetch-Site: same-origin), and then revokes its token at the API
// too; another site's link or a script is sent on to its target with the session untouched.
import { NextRequest } from 'next/server';
import { route } from '@/lib/http/handler';
import { NOT_JSON } from '@/lib/http/answers/common';
import { redirectToPath } from '@/lib/http/redirect';
import { sessionCookieName } from '@/lib/session/config';
import { isSessionLive, revokeSession } from '@/lib/session/liveness';
import { safeRedirect } from '@/lib/session/redirect';
import { decodeSessionToken } from '@/lib/session/token';
import { pages } from '@/lib/routing/urls';

export const GET = route({
  answer: NOT_JSON,
  async handle({ request }) {
    const back = safeRedirect(new URL(request.url).searchParams.get('redirect'));
    const token = await decodeSessionToken(new NextRequest(request.url, { headers: request.headers }).cookies.get(sessionCookieName())?.value);
    // Asked afresh: a page sends the browser here because the API has just refused the token, and a
    // remembered "live" would send it back to that page, and here again, in a loop.
    if (token && (await isSessionLive(token.accessToken, { fresh: true }))) {
      if (request.headers.get('sec-fetch-site') !== 'same-origin') return redirectToPath(back);
      await revokeSession(token.accessToken);
    }
    const response = redirectToPath(pages.login(back, { expired: true }));
    response.cookies.delete(sessionCookieName());
    return response;
  },
});
