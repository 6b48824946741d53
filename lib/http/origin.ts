// Who sent a request: the Origin check route() makes on every non-GET request (only the
// storefront's own pages may post), and the browser's address passed on to the API.
import 'server-only';

/** The site's own origins: the one the request was addressed to, its Host, and NEXTAUTH_URL's. */
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

/** GET and HEAD change nothing, so any page may send them; everything else must be ours. */
export function isForeignRequest(request: Request): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request);
}

/** The browser's address as the storefront saw it, passed to the API for its per-client limits. */
export function clientAddress(request: Request): string | null {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || null;
}
