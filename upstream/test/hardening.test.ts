// Bad input never reaches the database as a 500; every answer says nosniff; a 413 closes the
// connection openly; forgot-password does the same work for every email; a lost database
// connection is a 503 to retry.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { products } from '../src/db/schema';
import { MAX_JSON_DEPTH, NOT_AN_OBJECT, NUL_MESSAGE, SURROGATE_MESSAGE, TOO_DEEP_MESSAGE } from '../src/http/body-checks';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let buyer: Awaited<ReturnType<TestApi['createUser']>>;
let productId: number;

beforeAll(async () => {
  api = await createTestApi();
  buyer = await api.createUser();
  [{ id: productId }] = await api.db.select({ id: products.id }).from(products).limit(1);
});
afterAll(() => api.close());

const nul = 'a\u0000b';
let ipCounter = 0;
/** A fresh client address per request, so per-address limits stay out of the way. */
const freshIp = () => ({ 'x-forwarded-for': `10.77.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}` });

describe('NUL characters', () => {
  const bodies: [string, string, () => Record<string, unknown>, boolean][] = [
    ['POST', '/auth/login', () => ({ email: nul, password: 'secret-123' }), false],
    ['POST', '/auth/login', () => ({ email: 'a@b.test', password: nul }), false],
    ['POST', '/auth/register', () => ({ name: nul, email: 'n@b.test', password: 'secret-123', password_confirmation: 'secret-123' }), false],
    ['POST', '/auth/forgot-password', () => ({ email: `x${nul}@b.test` }), false],
    ['POST', '/auth/verify-reset-code', () => ({ identifier: `x${nul}@b.test`, code: '123456' }), false],
    ['POST', '/contact', () => ({ name: nul, email: 'c@b.test', subject: 'Hi', message: 'Hello there' }), false],
    ['POST', '/support-tickets', () => ({ subject: nul, message: 'Help me please', category: 'general' }), true],
    ['POST', '/addresses', () => ({ name: nul, phone: '0712345678', address: 'Moi Avenue', city: 'Nairobi' }), true],
    ['POST', `/products/{product}/reviews`, () => ({ rating: 5, comment: nul }), true],
    ['PATCH', '/user/profile', () => ({ name: nul }), true],
    ['POST', '/returns', () => ({ order_id: 1, reason: nul }), true],
    ['POST', '/cart/items', () => ({ product_id: 1, quantity: 1, note: { [nul]: 1 } }), true],
  ];

  it.each(bodies)('%s %s with a NUL in the body answers 422, not 500', async (method, url, body, authed) => {
    const res = await api.request(method, url.replace('{product}', String(productId)), {
      body: body(),
      token: authed ? buyer.token : undefined,
      headers: freshIp(),
    });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
    expect(res.body.message).toBe(NUL_MESSAGE);
  });

  it.each([
    ['/orders/track/a%00b'],
    ['/products/a%00b'],
    ['/shops/a%00b'],
    ['/blogs/a%00b'],
    ['/verify-product/a%00b'],
    ['/products?search=a%00b'],
    ['/auth/reset-password?email=a%00b&code=123456'],
  ])('GET %s with a NUL in the path or query answers 422', async (url) => {
    const method = url.startsWith('/auth/') ? 'POST' : 'GET';
    const res = await api.request(method, url, method === 'POST' ? { body: { password: 'secret-123', password_confirmation: 'secret-123' } } : {});
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 'error', message: NUL_MESSAGE, data: { url: [NUL_MESSAGE] } });
  });
});

describe('bodies that are JSON but not an object', () => {
  it.each([
    ['POST', '/returns', true],
    ['POST', '/support-tickets', true],
    ['POST', '/addresses', true],
    ['PATCH', '/user/profile', true],
    ['POST', '/contact', false],
    ['POST', '/auth/register', false],
    ['POST', '/auth/forgot-password', false],
  ])('%s %s answers 422 "must be a JSON object" for null, numbers, strings and arrays', async (method, url, authed) => {
    for (const raw of ['null', '42', '"text"', '[]', '[{"a":1}]', 'true']) {
      const res = await api.request(method, url, { body: raw, token: authed ? buyer.token : undefined, headers: freshIp() });
      expect({ raw, status: res.status, message: res.body.message }).toEqual({ raw, status: 422, message: NOT_AN_OBJECT });
    }
  });

  it('POST /auth/login answers 422 with its own message list', async () => {
    for (const raw of ['null', '42', '[]']) {
      const res = await api.request('POST', '/auth/login', { body: raw, headers: freshIp() });
      expect(res.status).toBe(422);
      expect(Array.isArray(res.body.data)).toBe(true);
    }
  });
});

describe('bodies PostgreSQL or the parsers after readJson could not take', () => {
  it('a lone surrogate in a string or a key answers 422, where jsonb would have failed with a 500', async () => {
    const sent = [
      ['/shopify/order', '{"id":1,"customer":{"email":"a@b.co","default_address":{"city":"\\ud800"}}}', 'customer.default_address.city'],
      ['/addresses', '{"name":"a\\udc00b","street":"x","city":"x","country":"x","phone":"0712345678"}', 'name'],
      ['/support-tickets', '{"subject":"Hi","message":"Hello","\\udbff":1}', '_'],
    ] as const;
    for (const [url, raw, at] of sent) {
      const res = await api.request('POST', url, { body: raw, token: buyer.token, headers: freshIp() });
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 422,
        body: { status: 'error', message: SURROGATE_MESSAGE, data: { [at]: [SURROGATE_MESSAGE] } },
      });
    }
    // A whole pair is one character (an emoji), not a problem.
    const emoji = await api.request('POST', '/support-tickets', {
      body: '{"subject":"Hi \\ud83d\\ude00","message":"Hello"}',
      token: buyer.token,
      headers: freshIp(),
    });
    expect(emoji.status).toBe(201);
    expect(emoji.body.data.subject).toBe('Hi 😀');
  });

  it(`a body nested deeper than ${MAX_JSON_DEPTH} levels answers 422, where recursive readers ran out of stack`, async () => {
    const deep = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);
    for (const [method, url] of [
      ['POST', '/auth/register'],
      ['POST', '/shopify/order'],
      ['PATCH', '/user/profile'],
    ] as const) {
      const res = await api.request(method, url, { body: `{"extra":${deep(50000)}}`, token: buyer.token, headers: freshIp() });
      expect({ url, status: res.status, message: res.body.message }).toEqual({ url, status: 422, message: TOO_DEEP_MESSAGE });
    }
    const arrays = await api.request('POST', '/contact', { body: '['.repeat(100000) + ']'.repeat(100000), headers: freshIp() });
    expect(arrays.status).toBe(422);
    // The deepest body allowed still reaches the route's own validation.
    const allowed = await api.request('PATCH', '/user/profile', { body: deep(MAX_JSON_DEPTH), token: buyer.token, headers: freshIp() });
    expect(allowed.status).toBe(422);
    expect(allowed.body.message).not.toBe(TOO_DEEP_MESSAGE);
  });
});

describe('X-Content-Type-Options', () => {
  it('is nosniff on JSON answers, errors, not-found and media', async () => {
    const answers = [
      await api.request('GET', '/health'),
      await api.request('GET', '/no-such-route'),
      await api.request('POST', '/auth/login', { body: '{' }),
      await api.request('GET', '/user/profile'),
    ];
    const [product] = (await api.request('GET', `/products/${productId}`)).body.data ? [(await api.request('GET', `/products/${productId}`)).body.data] : [];
    const image = JSON.stringify(product).match(/http:\/\/api\.test(\/media\/[^"]+)/)?.[1];
    if (image) answers.push(await api.request('GET', image));
    for (const res of answers) expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image).toBeDefined();
  });

  it('answers a media name with a broken percent-encoding 404, not 500', async () => {
    for (const name of ['%ED%A0%80.png', '%E0%A4%A.png', '%.png']) expect((await api.request('GET', `/media/products/${name}`)).status).toBe(404);
  });
});

describe('a body over the limit', () => {
  it('answers 413 with Connection: close, and a keep-alive client can go on', async () => {
    const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, method, path, agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` } },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const big = JSON.stringify({ product_id: 1, quantity: 1, pad: 'x'.repeat(200 * 1024) });
      const refused = await send('POST', '/cart/items', big);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      for (let i = 0; i < 3; i += 1) expect((await send('GET', '/health')).status).toBe(200);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('forgot-password', () => {
  it('answers a known and an unknown email alike, in status, body and time', async () => {
    const known = await api.createUser();
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await api.request('POST', '/auth/forgot-password', {
        body: { email },
        headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
      });
      return { res, ms: performance.now() - start };
    };
    const a = await timed(known.email);
    const b = await timed('ghost-timing@nowhere.test');
    expect(b.res.status).toBe(a.res.status);
    expect(b.res.body).toEqual(a.res.body);

    // Coarse: medians over several tries within a generous factor (it was 2.5x before).
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const other = await api.createUser();
      knownMs.push((await timed(other.email)).ms);
      unknownMs.push((await timed(`ghost-${i}@nowhere.test`)).ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const ratio = median(knownMs) / median(unknownMs);
    expect(ratio).toBeGreaterThan(0.7);
    expect(ratio).toBeLessThan(1.4);
  });
});

describe('a lost database connection', () => {
  it('answers 503 with Retry-After (a restart under the API), not a 500', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    // As drizzle reports it: the driver's error as the query error's cause.
    const spy = jest.spyOn(api.db, 'select').mockImplementationOnce(() => {
      throw new Error('Failed query: select ...', { cause: lost });
    });
    try {
      // The bearer token's lookup is the request's first query.
      const res = await api.request('GET', '/auth/session', { token: buyer.token });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.body.message).toBe('The service is busy. Please try again in a moment.');
    } finally {
      spy.mockRestore();
    }
    expect((await api.request('GET', '/auth/session', { token: buyer.token })).status).toBe(200);
  });
});
