// Where the session cookie lives and how it is sealed; shared by next-auth, the proxy and the readers.
import 'server-only';
import { settings } from '@/lib/settings/environment';
import { secureCookies } from '@/lib/settings/site';

/** The secret of next-auth's session cookie (lib/settings/environment.ts). */
export const authSecret = (): string => settings().authSecret;

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
export const sealSecret = (): string => settings().sealSecret;
