// What crawlers are kept out of: the BFF, the cart, checkout, the account area (every protected
// prefix) and the auth screens. Per-visitor pages are worthless in an index.
import { PROTECTED_PREFIXES } from '@/lib/session/protected-routes';

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/verify-reset-code', '/reset-password'] as const;

/**
 * A protected prefix as robots.txt rules, which match any path that starts with them: the page
 * itself (`$` ends the match) and the pages below it, as isProtectedPath reads it. A bare `/sell`
 * kept crawlers out of the public `/seller-gallery` too.
 */
const protectedRules = (prefix: string) => [`${prefix}$`, `${prefix}/`];

/** Every disallowed path prefix, each once. */
export function disallowedPaths(): string[] {
  return [...new Set(['/api/', '/cart', '/checkout', ...PROTECTED_PREFIXES.flatMap(protectedRules), ...AUTH_PAGES])];
}
