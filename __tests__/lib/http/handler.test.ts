/** @jest-environment node */
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { CatalogueUnavailableError } from '@/lib/catalog/load';
import * as zm from 'zod/mini';
import { cartSummaryAnswer } from '@/lib/http/answers/cart';
import { NOT_JSON } from '@/lib/http/answers/common';
import { route, upstreamFailure } from '@/lib/http/handler';
import { productIdParams } from '@/lib/http/params';
import { HTTP_MESSAGES } from '@/lib/messages/catalogue';
import { getSession } from '@/lib/session/session';
import type { UpstreamError } from '@/lib/upstream/client';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));
const mockedSession = jest.mocked(getSession);

const SITE = 'http://localhost:3000';
const signedIn = {
  user: { id: '7', name: 'Amina Wanjiru', email: 'amina@example.com', userType: 'buyer' as const },
  accessToken: 'api-bearer-token',
};

function request(method: string, { body, origin = SITE, type = 'application/json' }: { body?: string; origin?: string | null; type?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': type };
  if (origin) headers.origin = origin;
  return new Request(`${SITE}/api/things/42`, { method, headers, body });
}

const params = (raw: Record<string, string>) => ({ params: Promise.resolve(raw) });

/** A handler's own JSON, as a test writes it (a real handler replies in its answer's shape). */
const ANY_JSON = zm.unknown();
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => NextResponse.json(body, { status, headers });

const apiError = (overrides: Partial<UpstreamError>): UpstreamError => ({
  kind: 'http',
  status: 500,
  message: null,
  fieldErrors: {},
  messages: [],
  retryAfter: null,
  ...overrides,
});

const formSchema = z.object({
  name: z.string({ error: 'Name is required.' }).min(1, 'Name is required.'),
  email: z.email({ error: 'Please enter a valid email address.' }),
});

beforeEach(() => {
  jest.clearAllMocks();
  mockedSession.mockResolvedValue(signedIn);
});

describe('route(): who may call', () => {
  it('answers 403 to a non-GET request from another site, without calling the handler', async () => {
    const handle = jest.fn(async () => json({ ok: true }));
    const POST = route({ answer: ANY_JSON, handle });
    for (const origin of ['https://evil.example', null, 'null']) {
      const response = await POST(request('POST', { body: '{}', origin }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: HTTP_MESSAGES.foreignOrigin });
    }
    expect(handle).not.toHaveBeenCalled();
  });

  it('lets a GET from anywhere through, and a caller that proves itself when sameOrigin is false', async () => {
    const GET = route({ answer: ANY_JSON, handle: async () => json({ ok: true }) });
    expect((await GET(request('GET', { origin: 'https://evil.example' }))).status).toBe(200);
    const webhook = route({ answer: ANY_JSON, sameOrigin: false, handle: async () => json({ ok: true }) });
    expect((await webhook(request('POST', { body: '{}', origin: null }))).status).toBe(200);
  });

  it('answers 401 with the route’s own message when nobody is signed in, before the params, the body or the handler', async () => {
    mockedSession.mockResolvedValue(null);
    const handle = jest.fn(async () => json({ ok: true }));
    const POST = route({ answer: ANY_JSON, auth: true, signInMessage: 'Please log in to check out.', params: productIdParams, body: formSchema, handle });
    const response = await POST(request('POST', { body: 'not json' }), params({ productId: 'abc' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to check out.' });
    expect(handle).not.toHaveBeenCalled();
  });

  it('hands an account route its session, and never reads one for a public route', async () => {
    const POST = route({ answer: ANY_JSON, auth: true, handle: async ({ session }) => json({ user: session.user.id }) });
    expect(await (await POST(request('POST'))).json()).toEqual({ user: '7' });
    const GET = route({ answer: ANY_JSON, handle: async ({ session }) => json({ session }) });
    expect(await (await GET(request('GET'))).json()).toEqual({ session: null });
    expect(mockedSession).toHaveBeenCalledTimes(1);
  });
});

describe('route(): what was sent', () => {
  it('answers 404 for params that do not match the schema, with the route’s message', async () => {
    const handle = jest.fn(async () => json({ ok: true }));
    const GET = route({ answer: ANY_JSON, params: productIdParams, notFoundMessage: 'Product not found', handle });
    for (const productId of ['abc', '0', '-1', '1.5', '2147483648', '99999999999']) {
      const response = await GET(request('GET'), params({ productId }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Product not found' });
    }
    expect(handle).not.toHaveBeenCalled();
  });

  it('hands the handler its params as the schema’s output', async () => {
    const GET = route({ answer: ANY_JSON, params: productIdParams, handle: async ({ params }) => json({ params }) });
    expect(await (await GET(request('GET'), params({ productId: '2147483647' }))).json()).toEqual({ params: { productId: 2147483647 } });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const POST = route({ answer: ANY_JSON, body: formSchema, handle: async () => json({ ok: true }) });
    const response = await POST(request('POST', { body: '{"name":' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: HTTP_MESSAGES.notJson });
  });

  it('answers 422 with the first message of each field, the first of them as the summary', async () => {
    const handle = jest.fn(async () => json({ ok: true }));
    const POST = route({ answer: ANY_JSON, body: formSchema, handle });
    const response = await POST(request('POST', { body: JSON.stringify({ name: '', email: 'nope' }) }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Name is required.',
      fieldErrors: { name: 'Name is required.', email: 'Please enter a valid email address.' },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('reads JSON that is not an object as an empty form', async () => {
    const POST = route({ answer: ANY_JSON, body: formSchema, handle: async () => json({ ok: true }) });
    const response = await POST(request('POST', { body: '[1, 2]' }));
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ name: 'Name is required.', email: 'Please enter a valid email address.' });
  });

  it('hands the handler the parsed body', async () => {
    const POST = route({ answer: ANY_JSON, body: formSchema, handle: async ({ body }) => json({ body }) });
    const response = await POST(request('POST', { body: JSON.stringify({ name: 'Amina', email: 'amina@example.com', extra: 1 }) }));
    expect(await response.json()).toEqual({ body: { name: 'Amina', email: 'amina@example.com' } });
  });

  it('hands a plain HTML form post to formPost, unread, and a JSON request to the handler', async () => {
    const formPost = jest.fn(async (req: Request) => NextResponse.redirect(new URL(`/done?name=${(await req.formData()).get('name')}`, req.url), 303));
    const POST = route({ answer: ANY_JSON, body: formSchema, formPost, handle: async () => json({ json: true }) });

    const posted = await POST(request('POST', { body: 'name=Amina', type: 'application/x-www-form-urlencoded' }));
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${SITE}/done?name=Amina`);

    const fetched = await POST(request('POST', { body: JSON.stringify({ name: 'Amina', email: 'amina@example.com' }) }));
    expect(await fetched.json()).toEqual({ json: true });
    expect(formPost).toHaveBeenCalledTimes(1);
  });
});

describe('route(): the answer', () => {
  it('is private, no-store unless the handler says otherwise', async () => {
    const GET = route({ answer: ANY_JSON, handle: async () => json({ ok: true }) });
    expect((await GET(request('GET'))).headers.get('cache-control')).toBe('private, no-store');

    const redirect = route({ answer: NOT_JSON, handle: () => NextResponse.redirect(new URL('/login', SITE)) });
    expect((await redirect(request('GET'))).headers.get('cache-control')).toBe('private, no-store');

    const plain = route({ answer: NOT_JSON, handle: () => new Response('ok') });
    expect((await plain(request('GET'))).headers.get('cache-control')).toBe('private, no-store');

    const cached = route({ answer: ANY_JSON, handle: async () => json({ ok: true }, 200, { 'Cache-Control': 'public, max-age=0, s-maxage=60' }) });
    expect((await cached(request('GET'))).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('replies in the shape its answer schema declares, which the browser parses it with; another shape fails the type-check', async () => {
    const GET = route({
      answer: cartSummaryAnswer,
      handle: ({ reply }) => reply({ lines: 1, productIds: [42] }, 200, { 'X-Test': 'yes' }),
    });
    const response = await GET(request('GET'));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-test')).toBe('yes');
    expect(cartSummaryAnswer.safeParse(await response.json())).toEqual({ success: true, data: { lines: 1, productIds: [42] } });

    // A handler that drifts from its answer's schema does not compile (npm run typecheck).
    // @ts-expect-error lines must be a number
    route({ answer: cartSummaryAnswer, handle: ({ reply }) => reply({ lines: '1', productIds: [42] }) });
    // @ts-expect-error productIds is missing
    route({ answer: cartSummaryAnswer, handle: ({ reply }) => reply({ lines: 1 }) });
  });

  it('is declared by every route: a handler without an answer fails the type-check, one that is not JSON says so by name', async () => {
    // @ts-expect-error answer is required
    route({ handle: () => new Response('ok') });

    const download = route({ answer: NOT_JSON, handle: () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }) });
    const response = await download(request('GET'));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await response.text()).toBe('%PDF-1.7');

    // A NOT_JSON handler has no JSON answer to write.
    // @ts-expect-error reply takes nothing for NOT_JSON
    route({ answer: NOT_JSON, handle: ({ reply }) => reply({ ok: true }) });
  });

  it('leaves an answer with immutable headers as it is', async () => {
    const GET = route({ answer: NOT_JSON, handle: () => Response.redirect(`${SITE}/login`, 303) });
    const response = await GET(request('GET'));
    expect(response.status).toBe(303);
  });

  it('answers a generic 500 for a thrown error, logged with its stack but never sending it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const POST = route({
      answer: ANY_JSON,
      handle: async () => {
        throw new Error('database password is hunter2');
      },
    });
    const response = await POST(request('POST', { body: '{}' }));
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: HTTP_MESSAGES.unexpected });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    expect(logged).toHaveBeenCalledWith('[api] POST /api/things/42 failed:', expect.any(Error));
    logged.mockRestore();
  });

  it('answers 503 with Retry-After when a cached catalogue read cannot reach the API (the sitemap’s)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const GET = route({
      answer: ANY_JSON,
      handle: async () => {
        throw new CatalogueUnavailableError('list products for the sitemap', apiError({ kind: 'network', status: 0 }));
      },
    });
    const response = await GET(request('GET'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ message: HTTP_MESSAGES.unavailable });
    logged.mockRestore();
  });

  it('passes Next’s own request and route context on (next-auth reads both)', async () => {
    const handle = jest.fn(async () => json({ ok: true }));
    const GET = route({ answer: ANY_JSON, handle });
    const req = request('GET');
    const context = params({ nextauth: 'session' });
    await GET(req, context);
    expect(handle).toHaveBeenCalledWith(expect.objectContaining({ request: req, context }));
  });
});

describe('upstreamFailure()', () => {
  it('ends the session when the API answers 401: the cookie is cleared and the browser told to log in', async () => {
    const response = upstreamFailure(apiError({ status: 401, message: 'Unauthenticated.' }), 'Checkout failed');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: HTTP_MESSAGES.sessionEnded });
    expect(response.headers.getSetCookie().some((line) => line.startsWith('next-auth.session-token=;'))).toBe(true);
  });

  it('ends the session for a handler’s API call too', async () => {
    const POST = route({ answer: ANY_JSON, auth: true, handle: async () => upstreamFailure(apiError({ status: 401 }), 'Failed') });
    const response = await POST(request('POST'));
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join(';')).toMatch(/next-auth\.session-token=;/);
  });

  it('says the screen’s fallback for an unreachable API (503) or a 5xx (502)', async () => {
    const down = upstreamFailure(apiError({ kind: 'network', status: 0 }), 'Checkout failed');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ message: 'Checkout failed' });
    const broken = upstreamFailure(apiError({ status: 500, message: 'SQLSTATE[42P01]' }), 'Checkout failed');
    expect(broken.status).toBe(502);
    expect(await broken.json()).toEqual({ message: 'Checkout failed' });
  });

  it('passes a 4xx through with the API’s message and field errors, unless told to use the fallback', async () => {
    const error = apiError({ status: 422, message: 'The given data was invalid.', fieldErrors: { email: ['The email has already been taken.', 'x'] } });
    const response = upstreamFailure(error, 'Registration failed');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'The given data was invalid.', fieldErrors: { email: 'The email has already been taken.' } });
    expect(await upstreamFailure(apiError({ status: 404, message: 'No query results' }), 'Could not update', { useApiMessage: false }).json()).toEqual({
      message: 'Could not update',
    });
  });

  it('keeps a rate limit’s Retry-After', () => {
    const response = upstreamFailure(apiError({ status: 429, retryAfter: 42 }), 'Slow down');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
