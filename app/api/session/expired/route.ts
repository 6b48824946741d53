// The API refused the session's token (revoked, expired, password changed elsewhere): clear the
// cookie and ask the user to log in again, coming back to where they were.
import { NextResponse, type NextRequest } from 'next/server';
import { sessionCookieName } from '@/lib/session/config';
import { safeRedirect } from '@/lib/session/redirect';

export function GET(request: NextRequest) {
  const back = safeRedirect(request.nextUrl.searchParams.get('redirect'));
  const login = new URL('/login', request.url);
  login.searchParams.set('redirect', back);
  login.searchParams.set('expired', '1');
  const response = NextResponse.redirect(login);
  response.cookies.delete(sessionCookieName());
  return response;
}
