// Shared by the auth route handler tests: requests as the storefront's own pages send them.
import { encode } from 'next-auth/jwt';
import { authSecret } from '@/lib/session/config';
import { envForFile } from '@/__tests__/support/env';

export const SITE = 'http://localhost:3000';
export const API = 'http://upstream.test';

/** NEXTAUTH_URL is SITE in this file's tests (next-auth warns without it), and restored after them. */
export const nextAuthUrlIsSite = () => envForFile('NEXTAUTH_URL', SITE);

export function post(path: string, body: unknown, { origin = SITE, cookie, raw }: { origin?: string | null; cookie?: string; raw?: string } = {}): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' };
  if (origin) headers.origin = origin;
  if (cookie) headers.cookie = cookie;
  return new Request(`${SITE}${path}`, { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
}

/** The `name=value` pair of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookiePair(response: Response, name: string): string | null {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return header ? header.split(';')[0] : null;
}

export function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

export const envelope = (message: string, data: unknown = null, status: 'success' | 'error' = 'success') => ({
  status,
  message,
  data,
});

/** The API's answer to a token it does not take (expired, revoked or forged). */
export const UNAUTHENTICATED = envelope('Unauthenticated.', null, 'error');

/** A handler's answer once the API refused the session's token: 401, with the session cookie cleared. */
export function expectSessionEnded(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.getSetCookie().join(';')).toMatch(/next-auth\.session-token=;/);
}

/** The session of a signed-in buyer and of an admin, as getSession() answers them (mocked). */
export const TOKEN = 'api-bearer-token';
export const buyerSession = { user: { id: '7', name: 'Amina Wanjiru', email: 'amina@example.com', userType: 'buyer' as const }, accessToken: TOKEN };
export const adminSession = { user: { id: '1', name: 'Njeri Kamau', email: 'admin@example.com', userType: 'admin' as const }, accessToken: TOKEN };
/** The buyer's session under another role: the buyer and the seller an admin's handler refuses. */
export const sessionAs = (userType: 'buyer' | 'seller' | 'admin') => ({ ...buyerSession, user: { ...buyerSession.user, userType } });

/** A JSON request to one of our handlers, from our own pages unless `origin` says otherwise. */
export function jsonRequest(
  method: string,
  path: string,
  body?: unknown,
  { origin = SITE as string | null, raw }: { origin?: string | null; raw?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (origin) headers.origin = origin;
  return new Request(`${SITE}${path}`, { method, headers, body: raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
}

/** Next's route context for a handler with these params. */
export const routeContext = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });

/** A call to next-auth's [...nextauth] handlers as a test file builds it. */
type NextAuthCall = (method: 'GET' | 'POST', action: string[], init?: { body?: string; cookie?: string }) => Promise<Response>;

/** Signs out through next-auth as our pages do: its CSRF token and cookie first, then the form POST; next-auth's answer. */
export async function signOutThroughNextAuth(call: NextAuthCall) {
  const csrf = await call('GET', ['csrf']);
  const { csrfToken } = await csrf.json();
  const cookie = cookiePair(csrf, 'next-auth.csrf-token') ?? '';
  return call('POST', ['signout'], { body: new URLSearchParams({ csrfToken, json: 'true' }).toString(), cookie });
}

/** The API's refusal of one submission too many, with the Retry-After it sends. */
const TOO_MANY_SUBMISSIONS = 'Too many submissions. Please try again in a minute.';
export const tooManySubmissions = [429, envelope(TOO_MANY_SUBMISSIONS, null, 'error'), { 'Retry-After': '30' }] as const;

/** The API's 429 passed on as it came: the status, its Retry-After and its words. */
export async function expectTooManySubmissionsPassedOn(response: Response) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe('30');
  expect((await response.json()).message).toBe(TOO_MANY_SUBMISSIONS);
}

/** An answer for the signed-in buyer alone: this status, never cached, this JSON, and never the API token. */
export async function expectPrivateJson(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const text = await response.text();
  expect(JSON.parse(text)).toEqual(body);
  expect(text).not.toContain(TOKEN);
}

let sessionSerial = 0;
/** A signed-in buyer's session cookie, as next-auth seals it at login, with an API token of its own. */
export async function buyerSessionCookie(): Promise<{ cookie: string; accessToken: string }> {
  sessionSerial += 1;
  const accessToken = `token-${sessionSerial}-${Date.now()}`;
  const value = await encode({
    secret: authSecret(),
    token: { uid: '7', name: 'Amina Wanjiru', email: 'amina@example.com', userType: 'buyer', accessToken, accessTokenExpires: Date.now() + 3_600_000 },
  });
  return { cookie: `next-auth.session-token=${value}`, accessToken };
}
