// next-auth's own endpoints (/api/auth/session, csrf, signin, callback/credentials, signout),
// through route() like every handler: POSTs only from our own pages (next-auth's CSRF token stays
// as well), never cached, no stack on a failure. next-auth answers 500 to much of what a browser
// never sends (HEAD, unknown actions, bodies it cannot parse), so the request is checked here
// first: another method 405, an action next-auth does not serve 404, a body that is not a form or
// a JSON object 400. Its redirects keep the browser on the host it used (lib/http/redirect.ts).
import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { message, route } from '@/lib/http/handler';
import { NOT_JSON } from '@/lib/http/answers/common';
import { ownOrigin } from '@/lib/http/origin';
import { HTTP_MESSAGES } from '@/lib/messages/catalogue';
import { settings } from '@/lib/settings/environment';
import { authOptions } from '@/lib/session/auth-options';
import { callbackUrlCookieName } from '@/lib/session/config';
import { withKnownDeviceCookie, withKnownDeviceHandOver } from '@/lib/session/known-device';

const nextAuthHandler: (request: Request, context: unknown) => Promise<Response> = NextAuth(authOptions);

const ALLOW = 'GET, HEAD, POST';
const PROVIDERS = new Set(authOptions.providers.map((provider) => provider.id));

/** The actions next-auth serves for each method; `provider` ones take exactly one provider id. */
const ACTIONS: Record<'GET' | 'POST', { plain: Set<string>; provider: Set<string> }> = {
  // A credentials callback is a POST only (next-auth answers a GET of it with a 500).
  GET: { plain: new Set(['providers', 'session', 'csrf', 'signin', 'signout', 'error', 'verify-request']), provider: new Set(['signin']) },
  POST: { plain: new Set(['signin', 'signout', 'session', '_log']), provider: new Set(['signin', 'callback']) },
};

async function actionOf(context: unknown): Promise<string[]> {
  const params = await (context as { params?: Promise<{ nextauth?: unknown }> } | undefined)?.params;
  const segments = params?.nextauth;
  return Array.isArray(segments) && segments.every((segment) => typeof segment === 'string') ? segments : [];
}

function isServedAction(method: 'GET' | 'POST', [action, provider, ...rest]: string[]): boolean {
  if (!action || rest.length > 0) return false;
  if (provider === undefined) return ACTIONS[method].plain.has(action);
  return ACTIONS[method].provider.has(action) && PROVIDERS.has(provider);
}

/** A form body whose every name and value decodes, without NUL bytes: what our pages send. */
function isCleanForm(text: string): boolean {
  if (text === '') return true;
  return text.split('&').every((pair) => {
    try {
      return !decodeURIComponent(pair.replace(/\+/g, ' ')).includes('\0');
    } catch {
      return false;
    }
  });
}

/**
 * A JSON object of strings, as a form would carry, without NUL bytes. next-auth reads its fields
 * as text (a number as callbackUrl made it throw); only `data`, the payload of a session update,
 * may be any JSON.
 */
function isCleanJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value) || text.includes('\\u0000')) return false;
    return Object.entries(value).every(([key, field]) => key === 'data' || typeof field === 'string');
  } catch {
    return false;
  }
}

/**
 * What next-auth's own check (assertConfig) takes for a callback URL in the query or its cookie:
 * http(s), or a path. It answers anything else with a 500 before our redirect callback sees it.
 */
function isCallbackUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith('/') ? 'http://localhost' : undefined).protocol);
  } catch {
    return false;
  }
}

/** The actions next-auth renders as pages: for a GET of one, it sends a bad callbackUrl to the error page itself. */
const PAGES = new Set(['signin', 'signout', 'error', 'verify-request']);

/** The 400 for a callbackUrl next-auth would answer with a 500; a broken cookie is cleared with it. */
function rejectBrokenCallbackUrl(method: 'GET' | 'POST', action: string | undefined, request: Request): Response | null {
  if (method === 'GET' && action !== undefined && PAGES.has(action)) return null;
  const inQuery = new URL(request.url).searchParams.getAll('callbackUrl').filter((value) => value !== '');
  if (inQuery.some((value) => !isCallbackUrl(value))) return message(HTTP_MESSAGES.checkForm, 400);
  const name = callbackUrlCookieName();
  // Read as next-auth reads it (next/headers' cookies() parses the same way).
  const inCookie = new NextRequest(request.url, { headers: request.headers }).cookies.get(name)?.value;
  if (inCookie && !isCallbackUrl(inCookie)) {
    const response = message(HTTP_MESSAGES.checkForm, 400);
    response.cookies.delete(name);
    return response;
  }
  return null;
}

/** The request with its body read and checked, rebuilt for next-auth to read again; or null. */
async function withCheckedBody(request: Request): Promise<NextRequest | null> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const text = await request.text();
  const clean = type === 'application/x-www-form-urlencoded' ? isCleanForm(text) : type === 'application/json' ? isCleanJsonObject(text) : false;
  if (!clean) return null;
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: text });
}

/** A URL next-auth built on NEXTAUTH_URL, moved onto the origin the browser used. */
function onOwnOrigin(url: string, request: Request, { relative }: { relative: boolean }): string {
  const base = settings().publicUrl?.origin ?? null;
  if (base === null || !(url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`))) return url;
  const rest = url.slice(base.length);
  if (relative) return rest.startsWith('/') ? rest : `/${rest}`;
  // Only for a POST, which route() let through because its Origin is this very origin.
  return `${ownOrigin(request) ?? base}${rest}`;
}

/**
 * next-auth's answer with its URLs on the browser's own host: a Location becomes relative; the
 * `{url}` a JSON answer names stays absolute (next-auth/react's signIn parses it) on the request's
 * own origin, so logging out from 127.0.0.1 ends on 127.0.0.1, not on NEXTAUTH_URL's localhost.
 */
async function keepHost(response: Response, request: Request): Promise<Response> {
  const headers = new Headers(response.headers);
  const location = headers.get('location');
  if (location) headers.set('location', onOwnOrigin(location, request, { relative: true }));
  if (request.method === 'POST' && headers.get('content-type')?.includes('application/json')) {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'url' in body && typeof body.url === 'string') {
      const moved = { ...body, url: onOwnOrigin(body.url, request, { relative: false }) };
      return new Response(JSON.stringify(moved), { status: response.status, headers });
    }
    return new Response(JSON.stringify(body), { status: response.status, headers });
  }
  return new Response(response.body, { status: response.status, headers });
}

async function handle(method: 'GET' | 'POST', request: Request, context: unknown): Promise<Response> {
  const action = await actionOf(context);
  if (!isServedAction(method, action)) return message(HTTP_MESSAGES.notFound, 404);
  const broken = rejectBrokenCallbackUrl(method, action[0], request);
  if (broken) return broken;
  let forwarded: Request = request;
  if (method === 'POST') {
    const checked = await withCheckedBody(request);
    if (!checked) return message(HTTP_MESSAGES.checkForm, 400);
    forwarded = checked;
  }
  const { response, deviceToken } = await withKnownDeviceHandOver(() => nextAuthHandler(forwarded, context));
  const answer = await keepHost(response, request);
  return deviceToken ? withKnownDeviceCookie(answer, deviceToken) : answer;
}

export const GET = route({ answer: NOT_JSON, handle: ({ request, context }) => handle('GET', request, context) });
export const POST = route({ answer: NOT_JSON, handle: ({ request, context }) => handle('POST', request, context) });

// HEAD is GET without a body (next-auth itself answers it with a 500).
export const HEAD = route({
  answer: NOT_JSON,
  handle: async ({ request, context }) => {
    const response = await handle('GET', new NextRequest(request.url, { method: 'GET', headers: request.headers }), context);
    return new Response(null, { status: response.status, headers: response.headers });
  },
});

// Every other method is a 405 with `Allow`, said here rather than by next-auth.
const methodNotAllowed = () =>
  new Response(JSON.stringify({ message: HTTP_MESSAGES.methodNotAllowed }), {
    status: 405,
    headers: { Allow: ALLOW, 'Content-Type': 'application/json' },
  });
export const PUT = route({ sameOrigin: false, answer: NOT_JSON, handle: methodNotAllowed });
export const DELETE = route({ sameOrigin: false, answer: NOT_JSON, handle: methodNotAllowed });
export const PATCH = route({ sameOrigin: false, answer: NOT_JSON, handle: methodNotAllowed });
export const OPTIONS = route({ sameOrigin: false, answer: NOT_JSON, handle: methodNotAllowed });
