// The optimistic guard (Next 16's middleware): only checks that a session cookie is present and
// decrypts. Every account page and route handler checks the session again on the server.
import { NextResponse, type NextRequest } from 'next/server';
import { logout } from '@/lib/upstream/auth';
import { sessionCookieName } from '@/lib/session/config';
import { isProtectedPath } from '@/lib/session/protected-routes';
import { decodeSessionToken } from '@/lib/session/token';

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const cookieName = sessionCookieName();
  const token = await decodeSessionToken(request.cookies.get(cookieName)?.value);

  if (!token && isProtectedPath(pathname)) {
    const login = new URL('/login', request.url);
    login.searchParams.set('redirect', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }

  // Staff accounts do not shop: an admin or seller opening the landing page is signed out.
  if (token && pathname === '/' && (token.userType === 'admin' || token.userType === 'seller')) {
    await logout(token.accessToken);
    const response = NextResponse.redirect(new URL('/login', request.url));
    response.cookies.delete(cookieName);
    return response;
  }

  // Pages read the path (for "come back here after login") from this request header.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-pathname', `${pathname}${search}`);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  // Pages only: not API routes, Next's assets, or files with an extension.
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
