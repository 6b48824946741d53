// Where the session cookie lives and how it is sealed; shared by next-auth, the proxy and the readers.
import 'server-only';
import { secureCookies } from '@/lib/settings/site';

// `next build` loads route modules to analyse them; it needs no real secret, a running server does.
const building = () => process.env.NEXT_PHASE === 'phase-production-build';
const missingInProduction = () => process.env.NODE_ENV === 'production' && !building();

export function authSecret(): string {
  const secret = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (secret) return secret;
  if (missingInProduction()) throw new Error('AUTH_SECRET is required in production');
  return 'development-only-auth-secret-change-me';
}

/** next-auth prefixes its cookies with __Secure- when they are Secure (lib/settings/site.ts). */
export function sessionCookieName(): string {
  return `${secureCookies() ? '__Secure-' : ''}next-auth.session-token`;
}

/** next-auth's cookie that remembers where to go after signing in or out. */
export function callbackUrlCookieName(): string {
  return `${secureCookies() ? '__Secure-' : ''}next-auth.callback-url`;
}

export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The password of the sealed (iron-session) cookies: the cart and the password-reset flow. */
export function sealSecret(): string {
  const secret = process.env.CART_SECRET;
  if (secret) {
    // iron-session needs at least 32 characters.
    if (secret.length < 32) throw new Error('CART_SECRET must be at least 32 characters long');
    return secret;
  }
  if (missingInProduction()) throw new Error('CART_SECRET is required in production');
  return 'development-only-cart-secret-0123456789abcdef';
}
