// What crawlers are kept out of: the BFF, the cart, checkout, the account area (every protected
// prefix) and the auth screens. Per-visitor pages are worthless in an index.
import { PROTECTED_PREFIXES } from '@/lib/session/protected-routes';

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/verify-reset-code', '/reset-password'] as const;

/** Every disallowed path prefix, each once. */
export function disallowedPaths(): string[] {
  return [...new Set(['/api/', '/cart', '/checkout', ...PROTECTED_PREFIXES, ...AUTH_PAGES])];
}
