// The API refused the session's token (revoked, expired, password changed elsewhere): clear the
// cookie and ask the user to log in again, coming back to where they were.
import { NextResponse } from 'next/server';
import { route } from '@/lib/http/handler';
import { sessionCookieName } from '@/lib/session/config';
import { safeRedirect } from '@/lib/session/redirect';

export const GET = route({
  handle({ request }) {
    const back = safeRedirect(new URL(request.url).searchParams.get('redirect'));
    const login = new URL('/login', request.url);
    login.searchParams.set('redirect', back);
    login.searchParams.set('expired', '1');
    const response = NextResponse.redirect(login);
    response.cookies.delete(sessionCookieName());
    return response;
  },
});
