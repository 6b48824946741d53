// Who sent a request: the Origin check route() makes on every non-GET request (only the
// storefront's own pages may post), and the browser's address passed on to the API.
import 'server-only';
import { settings } from '@/lib/settings/environment';

/**
 * The origin the browser addressed: its Host header with the scheme the request came in on. Not
 * `request.url`, whose host is whatever hostname Next was started with (scripts/serve.mjs), not
 * the one the browser used. Browsers always send Host; a request without one (a test, a script)
 * is taken at its URL.
 */
export function ownOrigin(request: Request): string | null {
  const host = request.headers.get('host');
  if (!host) return new URL(request.url).origin;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const proto = forwarded === 'http' || forwarded === 'https' ? forwarded : new URL(request.url).protocol.replace(':', '');
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The site's own origins: the request's own Host, and NEXTAUTH_URL's; nothing else. */
function siteOrigins(request: Request): string[] {
  const origins: string[] = [];
  const own = ownOrigin(request);
  if (own) origins.push(own);
  const site = settings().publicUrl;
  if (site) origins.push(site.origin);
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
