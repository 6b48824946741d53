// Non-GET route handlers accept only requests from the storefront's own pages.
import 'server-only';
import { NextResponse } from 'next/server';

/** The site's own origin: NEXTAUTH_URL when set, else the origin the request was addressed to. */
function siteOrigins(request: Request): string[] {
  const origins = [new URL(request.url).origin];
  const host = request.headers.get('host');
  if (host) {
    const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
    origins.push(`${proto}://${host}`);
  }
  if (process.env.NEXTAUTH_URL) origins.push(new URL(process.env.NEXTAUTH_URL).origin);
  return origins;
}

export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  // Browsers send Origin on every POST, PUT, PATCH and DELETE; its absence means it is not one of our pages.
  if (!origin || origin === 'null') return false;
  return siteOrigins(request).includes(origin);
}

/** The 403 answer for a request from another site, or null when the origin is ours. */
export function rejectForeignOrigin(request: Request): NextResponse | null {
  if (request.method === 'GET' || request.method === 'HEAD' || isSameOrigin(request)) return null;
  return NextResponse.json({ message: 'This request must come from the marketplace itself.' }, { status: 403 });
}

/** The browser's address as the storefront saw it, passed to the API for its per-client limits. */
export function clientAddress(request: Request): string | null {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || null;
}
