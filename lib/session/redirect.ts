// Where to send a user after login: only a same-site relative path, anything else goes to the dashboard.
import { pages } from '@/lib/routing/urls';
const DEFAULT_AFTER_LOGIN = pages.dashboard;

const BASE = 'http://same.origin';

/** Control characters, which the URL parser strips silently ('/\t/evil' would become '//evil'). */
function hasControlCharacter(value: string): boolean {
  return [...value].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127);
}

/** A path a browser or a proxy could read as another host: '//x', '/\x', also once percent-decoded. */
function looksProtocolRelative(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return [pathname, decoded].some((path) => path.startsWith('//') || path.startsWith('/\\') || path.includes('\\'));
}

/**
 * The path, query and hash a redirect value leads to on this site, or null. The value is first
 * normalised the way the browser will read it (URL parser: dot segments, '%2e', backslashes), and
 * only the result is checked: a check on the raw string let '/.//evil.example' through, which
 * collapses to '//evil.example'.
 */
function normalisedSamePath(value: string): string | null {
  if (!value.startsWith('/') || hasControlCharacter(value) || value.includes('\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, BASE);
  } catch {
    return null;
  }
  if (parsed.origin !== BASE || looksProtocolRelative(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export function safeRedirect(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!value || typeof value !== 'string') return fallback;
  const target = normalisedSamePath(value.trim());
  // The answer must itself be stable: read again, it leads to the same place.
  if (target === null || normalisedSamePath(target) !== target) return fallback;
  return target;
}

/** Whether a path (with its query or hash, or not) is `home` or a page of it. */
function isUnder(path: string, home: string): boolean {
  if (!path.startsWith(home)) return false;
  const rest = path.slice(home.length);
  return rest === '' || /^[/?#]/.test(rest);
}

/** Whether a path is the seller centre or a page of it (not /seller-gallery). */
export const isSellerCentrePath = (path: string) => isUnder(path, pages.sellerCentre);

/** Each staff role's own area: only that role may open it (anyone else signed in gets its 403 page). */
const STAFF_AREAS = { seller: pages.sellerCentre, admin: pages.adminConsole } as const;
type StaffRole = keyof typeof STAFF_AREAS;

/** The role whose own area a path is in, or null for every other page. */
export function staffAreaOf(path: string): StaffRole | null {
  for (const role of Object.keys(STAFF_AREAS) as StaffRole[]) if (isUnder(path, STAFF_AREAS[role])) return role;
  return null;
}

/**
 * Where a login leads, once the user's role is known: a seller to the seller centre, or to the page
 * of it they were sent from (any other target, a buyer's page, is not theirs); an admin to the
 * redirect target, else the console; anyone else to the redirect target, else the dashboard.
 */
export function landingAfterLogin(redirectTo: string | null | undefined, userType: string | undefined): string {
  if (userType === 'admin') return safeRedirect(redirectTo, pages.adminConsole);
  if (userType !== 'seller') return safeRedirect(redirectTo);
  const target = safeRedirect(redirectTo, pages.sellerCentre);
  return isSellerCentrePath(target) ? target : pages.sellerCentre;
}

/**
 * The longest path and query kept to come back to after login. Far longer than any of our pages'
 * addresses; a longer one is echoed into response headers (Location, the proxy's), where it
 * would overflow a reverse proxy's header buffer (issue 30).
 */
export const MAX_RETURN_PATH = 1024;

/** Where to come back to: the path and query, only the path when that is too long, else the dashboard. */
export function returnPath(pathname: string, search: string): string {
  if (pathname.length + search.length <= MAX_RETURN_PATH) return `${pathname}${search}`;
  return pathname.length <= MAX_RETURN_PATH ? pathname : DEFAULT_AFTER_LOGIN;
}
