// Shared by the auth route handler tests: requests as the storefront's own pages send them.
export const SITE = 'http://localhost:3000';
export const API = 'http://upstream.test';

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

/** The session of a signed-in buyer and of an admin, as getSession() answers them (mocked). */
export const TOKEN = 'api-bearer-token';
export const buyerSession = { user: { id: '7', name: 'Amina Wanjiru', email: 'amina@example.com', userType: 'buyer' as const }, accessToken: TOKEN };
export const adminSession = { user: { id: '1', name: 'Njeri Kamau', email: 'admin@example.com', userType: 'admin' as const }, accessToken: TOKEN };

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
