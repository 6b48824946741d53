// The API refused the session's token (revoked, expired, password changed elsewhere): clear the
// cookie and ask the user to log in again, coming back to where they were.
import { route } from '@/lib/http/handler';
import { redirectToPath } from '@/lib/http/redirect';
import { sessionCookieName } from '@/lib/session/config';
import { safeRedirect } from '@/lib/session/redirect';
import { pages } from '@/lib/routing/urls';

export const GET = route({
  handle({ request }) {
    const back = safeRedirect(new URL(request.url).searchParams.get('redirect'));
    const response = redirectToPath(pages.login(back, { expired: true }));
    response.cookies.delete(sessionCookieName());
    return response;
  },
});
