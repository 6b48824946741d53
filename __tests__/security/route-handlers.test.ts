/** @jest-environment node */
// Security requirements 4, 5 and 6 (docs/security.md), over every route handler found in app/:
// each account handler answers a visitor 401 without calling the API; a foreign Origin gets 403 on
// every non-GET handler; and the API only ever sees the session's bearer token, never an
// Authorization header the browser sent.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import type { ServerSession } from '@/lib/session/session';
import { getSession } from '@/lib/session/session';
import {
  FOREIGN_ORIGIN_EXCEPTIONS,
  PUBLIC_HANDLERS,
  REPO_ROOT,
  keyOf,
  routeHandlers,
  sampleParams,
  samplePath,
  type HttpMethod,
  type RouteHandler,
} from './handler-inventory';

jest.mock('@/lib/session/session', () => ({ ...jest.requireActual('@/lib/session/session'), getSession: jest.fn() }));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn(), unstable_cache: (read: () => Promise<unknown>) => read }));
const mockedSession = jest.mocked(getSession);

const SITE = 'http://localhost:3000';
const API = 'http://upstream.test';
const SESSION_TOKEN = 'session-bearer-token-of-the-buyer';
const CLIENT_TOKEN = 'bearer-token-the-browser-made-up';

const session = (userType: 'buyer' | 'admin'): ServerSession => ({
  user: { id: '7', name: 'Amina Wanjiru', email: 'amina@example.com', userType },
  accessToken: SESSION_TOKEN,
});

/** An upload's body: one small image in the handler's multipart field (sent as multipart, not JSON). */
function imageForm(field: string): FormData {
  const form = new FormData();
  form.append(field, new File(['png-bytes'], 'photo.png', { type: 'image/png' }), 'photo.png');
  return form;
}

/** A body each handler accepts, so that a signed-in call reaches the API. */
const address = { name: 'Amina', street: 'Moi Avenue 1', city: 'Nairobi', country: 'Kenya', phone: '+254712000001' };
const BODIES: Record<string, unknown> = {
  'POST /api/account/change-password': { current_password: 'old-password-1', new_password: 'new-password-2', new_password_confirmation: 'new-password-2' },
  'PATCH /api/account/profile': {
    firstName: 'Amina',
    lastName: 'W',
    username: 'amina_w',
    phone: '',
    mpesa: '',
    dateOfBirth: '',
    gender: '',
    idNumber: '',
    country: 'Kenya',
    town: 'Nairobi',
  },
  'POST /api/addresses': address,
  'PUT /api/addresses/[addressId]': address,
  'PATCH /api/admin/users/[userId]/status': { status: 'suspended' },
  'POST /api/admin/users/[userId]/wallet-credits': { amount: '250', reason: 'Late delivery, our apologies.' },
  'POST /api/admin/seller-applications/[id]/decline': { reason: 'Please add photos.' },
  'POST /api/admin/shops/[id]/suspend': { reason: 'Counterfeit goods.' },
  'POST /api/admin/stories': { title: 'Weaving a kiondo', content: '<p>Sisal, twisted by hand.</p>' },
  'PATCH /api/admin/stories/[id]': { title: 'Weaving a kiondo' },
  'POST /api/admin/stories/images': imageForm('image'),
  'POST /api/admin/reviews/[reviewId]/hide': { reason: 'Abusive language.' },
  'POST /api/review-reports/[reviewId]': { reason: 'spam' },
  'PATCH /api/admin/contact-messages/[messageId]': { status: 'read' },
  'POST /api/checkout': { addressId: 1, idempotencyKey: 'checkout-attempt-0001' },
  'POST /api/cart/promo': { code: 'KARIBU10' },
  'PUT /api/my-reviews/[reviewId]': { rating: 4, comment: 'Lovely weave.' },
  'PUT /api/newsletter/preferences': { marketing: true },
  'PUT /api/notifications/settings': { orderUpdates: true },
  'POST /api/returns': { orderNumber: 'ORD-2026-000001', reason: 'Wrong size' },
  'POST /api/admin/returns/[returnId]/reject': { reason: 'Used after delivery.' },
  'POST /api/admin/orders/[orderId]/cancel': { reason: 'The buyer asked by phone.' },
  'POST /api/reviews/[productId]': { rating: 5, comment: 'Lovely weave.' },
  'POST /api/support-tickets': { subject: 'Where is my order?', message: 'It is late.' },
  'POST /api/support-tickets/[ticketId]/messages': { body: 'Any news?' },
  'PATCH /api/support-tickets/[ticketId]/status': { status: 'resolved' },
  'POST /api/wishlist': { productId: 1 },
  'POST /api/cart/items': { productId: 1, quantity: 1 },
  'PATCH /api/cart/items/[productId]': { quantity: 2 },
  'POST /api/payments': { orderId: 1, method: 'mpesa', phone: '0712 345 671' },
  'POST /api/seller/applications': {
    shop_name: 'Amina Weaves',
    shop_type: 'individual',
    country: 'Kenya',
    location: 'Nairobi',
    description: 'Sisal baskets.',
    phone: '0712 345 671',
    mpesa_number: '0712 345 671',
    years_of_experience: 3,
  },
  'POST /api/seller/orders/[orderId]/ship': { carrier: 'G4S', tracking_number: 'G4S-1' },
  'POST /api/seller/orders/[orderId]/cancel': { reason: 'Out of stock.' },
  'POST /api/seller/products': { name: 'Kiondo', price: '3510', stock: '2', sku: 'BAS-1', division_id: '1' },
  'PATCH /api/seller/products/[productId]': { stock: 3 },
  'POST /api/seller/products/[productId]/images': imageForm('images'),
  'PUT /api/seller/products/[productId]/images/order': { image_ids: [2, 1] },
  'PATCH /api/seller/shop': { description: 'Sisal baskets.', location: 'Musanze', country: 'Rwanda', email: '', phone_number: '' },
  'POST /api/seller/shop/images/[kind]': imageForm('image'),
};
/** Handlers for staff only: a buyer is refused before the API, so they are called as an admin. */
const ADMIN_ONLY = new Set([
  'PATCH /api/admin/users/[userId]/status',
  'POST /api/admin/users/[userId]/wallet-credits',
  'POST /api/admin/refunds/[refundId]/[refundStep]',
  'PATCH /api/support-tickets/[ticketId]/status',
  'POST /api/admin/seller-applications/[id]/approve',
  'POST /api/admin/seller-applications/[id]/decline',
  'POST /api/admin/shops/[id]/suspend',
  'POST /api/admin/shops/[id]/[shopStep]',
  'POST /api/admin/returns/[returnId]/approve',
  'POST /api/admin/returns/[returnId]/reject',
  'POST /api/admin/stories',
  'PATCH /api/admin/stories/[id]',
  'POST /api/admin/stories/[id]/[storyStep]',
  'POST /api/admin/stories/images',
  'POST /api/admin/reviews/[reviewId]/hide',
  'POST /api/admin/reviews/[reviewId]/restore',
  'PATCH /api/admin/contact-messages/[messageId]',
  'POST /api/admin/orders/[orderId]/cancel',
  'GET /api/admin/orders/export',
]);

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const handlers = routeHandlers();
const calls = handlers.flatMap((handler) => handler.methods.map((method) => ({ ...handler, method, key: keyOf(method, handler.pattern) })));
const accountCalls = calls.filter((call) => !(call.key in PUBLIC_HANDLERS));
const writeCalls = calls.filter((call) => call.method !== 'GET' && call.method !== 'HEAD');

async function load(handler: RouteHandler, method: HttpMethod): Promise<Handler> {
  const mod = (await import(`${REPO_ROOT}/${handler.file}`)) as Record<string, Handler>;
  return mod[method];
}

async function call(handler: RouteHandler, method: HttpMethod, headers: Record<string, string>): Promise<Response> {
  const key = keyOf(method, handler.pattern);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = BODIES[key] ?? {};
  // A FormData goes as multipart, its Content-Type (with the boundary) written by the Request.
  const form = body instanceof FormData;
  const request = new Request(`${SITE}${samplePath(handler.pattern)}`, {
    method,
    headers: { ...(form ? {} : { 'content-type': 'application/json' }), host: 'localhost:3000', ...headers },
    body: hasBody ? (form ? body : JSON.stringify(body)) : undefined,
  });
  return (await load(handler, method))(request, { params: Promise.resolve(sampleParams(handler.pattern)) });
}

/** Every request the handlers made to the API, with the Authorization header each carried. */
let seen: { method: string; path: string; authorization: string | undefined }[] = [];

function recordEveryApiCall() {
  const record = function (this: nock.ReplyFnContext, path: string) {
    const value = this.req.headers.authorization;
    seen.push({ method: this.req.method ?? '', path, authorization: Array.isArray(value) ? value.join(',') : value });
    return [500, { status: 'error', message: 'Recorded.', data: null }] as [number, unknown];
  };
  for (const method of ['get', 'post', 'put', 'patch', 'delete', 'head'] as const) nock(API).persist()[method](/.*/).reply(record);
}

beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  seen = [];
  nock.cleanAll();
  recordEveryApiCall();
});
afterAll(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

describe('the handler inventory', () => {
  it('reads the real app/ tree: every handler file and method, and names no handler that does not exist', () => {
    expect(handlers.length).toBeGreaterThan(30);
    expect(accountCalls.length).toBeGreaterThan(25);
    const existing = new Set(calls.map((c) => c.key));
    for (const key of [...Object.keys(PUBLIC_HANDLERS), ...Object.keys(FOREIGN_ORIGIN_EXCEPTIONS)]) expect(existing).toContain(key);
    expect(existing).toContain('POST /api/checkout');
    expect(existing).toContain('GET /api/invoices/[invoiceId]/download');
  });
});

describe('requirement 4: every account route handler and method answers 401 without a session', () => {
  it.each(accountCalls.map((c) => [c.key, c] as const))('%s', async (_key, c) => {
    mockedSession.mockResolvedValue(null);
    // Everything a request can carry but a session: our own Origin, a bearer token of its own.
    const response = await call(c, c.method, { origin: SITE, authorization: `Bearer ${CLIENT_TOKEN}` });
    expect(response.status).toBe(401);
    expect(seen).toEqual([]);
  });
});

describe('requirement 6: a foreign Origin gets 403 on every non-GET handler', () => {
  it.each(writeCalls.map((c) => [c.key, c] as const))('%s', async (key, c) => {
    // Signed in, so the 403 is the Origin's and not the missing session's.
    mockedSession.mockResolvedValue(session(ADMIN_ONLY.has(key) ? 'admin' : 'buyer'));
    for (const origin of ['https://evil.example', 'http://localhost:3000.evil.example', 'null']) {
      const response = await call(c, c.method, { origin });
      expect({ origin, status: response.status }).toEqual({ origin, status: FOREIGN_ORIGIN_EXCEPTIONS[key]?.status ?? 403 });
    }
    // A request with no Origin at all (not a browser page of ours) is refused alike.
    expect((await call(c, c.method, {})).status).toBe(FOREIGN_ORIGIN_EXCEPTIONS[key]?.status ?? 403);
    expect(seen).toEqual([]);
  });
});

describe('requirement 5: a client-sent Authorization header never reaches the API', () => {
  it.each(calls.map((c) => [c.key, c] as const))('%s sends the API the session’s token or none, never the browser’s', async (key, c) => {
    const signedIn = !(key in PUBLIC_HANDLERS) || c.pattern.startsWith('/api/cart');
    mockedSession.mockResolvedValue(signedIn ? session(ADMIN_ONLY.has(key) ? 'admin' : 'buyer') : null);
    await call(c, c.method, { origin: SITE, authorization: `Bearer ${CLIENT_TOKEN}` });
    for (const request of seen) expect(request.authorization ?? '').not.toContain(CLIENT_TOKEN);
    if (!(key in PUBLIC_HANDLERS)) {
      // Each account handler does reach the API (so the check above is not vacuous), with the session's token.
      expect(seen.length).toBeGreaterThan(0);
      for (const request of seen) expect(request.authorization).toBe(`Bearer ${SESSION_TOKEN}`);
    }
  });

  it('a visitor’s bearer token is not taken for a session by the public handlers either', async () => {
    mockedSession.mockResolvedValue(null);
    for (const c of calls.filter((call) => call.key in PUBLIC_HANDLERS)) {
      await call(c, c.method, { origin: SITE, authorization: `Bearer ${CLIENT_TOKEN}` });
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) expect(request.authorization).toBeUndefined();
  });

  it('no storefront code reads the Authorization header of a request', () => {
    const { spawnSync } = jest.requireActual<typeof import('node:child_process')>('node:child_process');
    const grep = spawnSync(
      'git',
      ['grep', '-n', '-i', '-E', `headers(\\(\\))?\\.get\\(['"]authorization['"]\\)`, '--', 'app', 'lib', 'components', 'proxy.ts'],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      },
    );
    // git grep answers 1 when nothing matches, 0 with the lines that do.
    expect(grep.stdout.trim()).toBe('');
    expect(grep.status).toBe(1);
  });
});
