// The optimistic guard (Next 16's middleware): only checks that a session cookie is present and
// decrypts. Every account page and route handler checks the session again on the server. It also
// sends the cached unfiltered marketplace its stored document, addresses no route answers to the
// not-found page, any address with a broken percent-encoding to a 404, and a signed-in user in
// another role's own area (the seller centre, the operator's console) to its 403.
import { NextResponse, type NextRequest } from 'next/server';
import { LISTING_PARAMS } from '@/lib/catalog/listing-query';
import { HTTP_MESSAGES } from '@/lib/messages/catalogue';
import { isRoutedPath } from '@/lib/routing/app-routes';
import { logout } from '@/lib/upstream/auth';
import { sessionCookieName } from '@/lib/session/config';
import { isProtectedPath } from '@/lib/session/protected-routes';
import { returnPath, staffAreaOf } from '@/lib/session/redirect';
import { decodeSessionToken } from '@/lib/session/token';
import { pages } from '@/lib/routing/urls';

/**
 * A page load, as opposed to the router's fetches (prefetches and client-side navigations, which
 * Next's own headers do not reveal to the proxy). Browsers set Sec-Fetch-Dest and scripts cannot;
 * a client that sends none is treated as loading the page.
 */
function isPageLoad(request: NextRequest): boolean {
  const dest = request.headers.get('sec-fetch-dest');
  return dest === null || dest === 'document';
}

/**
 * The cached unfiltered marketplace (docs/decisions/005): /marketplace with none of the query keys
 * a listing reads is served the stored document of /marketplace/current; anything else renders per
 * request. Here rather than as a rewrite with six `missing` conditions in next.config.mjs, which
 * Next matched in its router and again in the page's handler on every request (docs/benchmarks.md).
 */
function isCachedMarketplace({ pathname, searchParams }: NextRequest['nextUrl']): boolean {
  return pathname === pages.marketplace && !LISTING_PARAMS.some((key) => searchParams.has(key));
}

/**
 * A path with a broken percent-encoding ('/product/%E0%A4%A'): Next cannot decode its dynamic
 * segments and would answer 500; no page or route handler of ours has such an address.
 */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** A route handler's address (app/api, the media route): the proxy sees those only for a '%' in them. */
const isHandlerPath = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/media/');

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isHandlerPath(pathname)) {
    // A handler answers JSON, not the not-found page: the 404 route() gives a segment it cannot take.
    if (hasMalformedEncoding(pathname))
      return NextResponse.json({ message: HTTP_MESSAGES.notFound }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
    return NextResponse.next();
  }
  if (hasMalformedEncoding(pathname)) return NextResponse.rewrite(new URL('/_not-found', request.url), { status: 404 });
  const cookieName = sessionCookieName();
  const token = await decodeSessionToken(request.cookies.get(cookieName)?.value);
  // What comes back in headers (Location, x-pathname) is bounded: a 16 kB query echoed there made
  // headers a reverse proxy's buffer could not hold (a 502).
  const here = returnPath(pathname, search);

  if (!token && isProtectedPath(pathname)) {
    return NextResponse.redirect(new URL(pages.login(here), request.url));
  }

  // Staff accounts do not shop: an admin or seller loading the landing page is signed out. Only a
  // page load counts here (the router prefetches '/' from every logo link); a client-side
  // navigation to '/' is handled on the page by components/auth/staff-sign-out.tsx.
  if (token && pathname === pages.home && (token.userType === 'admin' || token.userType === 'seller') && isPageLoad(request)) {
    await logout(token.accessToken);
    const response = NextResponse.redirect(new URL(pages.login(), request.url));
    response.cookies.delete(cookieName);
    return response;
  }

  // The landing page is the root optional catch-all, which Next would hand every address no other
  // route answers: those get the built not-found page (a 404) instead (lib/routing/app-routes.ts).
  if (!isRoutedPath(pathname)) return NextResponse.rewrite(new URL('/_not-found', request.url));

  // Pages read the path (for "come back here after login") from this request header.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-pathname', here);
  if (isCachedMarketplace(request.nextUrl)) {
    // Without the query: the cached document reads none, and Next echoes the rewrite's URL in the
    // answer's headers (x-middleware-rewrite).
    return NextResponse.rewrite(new URL('/marketplace/current', request.url), { request: { headers: requestHeaders } });
  }
  // A signed-in user in another role's own area (a buyer or admin in the seller centre, anyone but
  // an admin in the console): the area's layout renders its 403 page and this gives it its status,
  // which a layout cannot set (Next's forbidden() needs an experimental flag not meant for production).
  const area = staffAreaOf(pathname);
  if (token && area && token.userType !== area) {
    return NextResponse.rewrite(request.nextUrl, { status: 403, request: { headers: requestHeaders } });
  }
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  // Every address but API routes, Next's own (assets, images, the dev server's), the media route,
  // and the files of public/, robots.txt, the manifest and the sitemap's files, each named (an unknown file's
  // address gets the not-found page like any other; __tests__/lib/routing/app-routes.test.ts checks
  // that every file in public/ is left out here).
  matcher: [
    '/((?!api/|_next/|__nextjs|media/|favicon\\.ico$|icon\\.svg$|icon-192\\.png$|icon-512\\.png$|apple-touch-icon\\.png$|og-default\\.png$|images/logo\\.svg$|images/placeholder\\.svg$|robots\\.txt$|sitemap\\.xml$|sitemap/\\d+\\.xml$|manifest\\.webmanifest$).*)',
    // API routes and the media route only when their address holds a '%', which may be a broken
    // percent-encoding that Next would answer with a 500 before the handler runs.
    '/((?:api|media)/.*%.*)',
  ],
};
