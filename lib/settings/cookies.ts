// The storefront's own cookies (the sealed cart, the reset flow, the known device): the flags they
// all carry, from the one Secure rule, and how a route handler reads one from the Cookie header
// (the body may be read already, so not through next/headers).
import { secureCookies } from './site';

/** HttpOnly, SameSite=Lax, the whole site, Secure when the site is served over HTTPS. */
export const ownCookieOptions = () => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: secureCookies(),
  path: '/',
});

/** A cookie's value in a Cookie header (decoded where it decodes), or null. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
