// The marketplace API's part of the security requirements (docs/security.md): logout revokes the
// token (8), rate limits answer 429 with Retry-After (10), security headers on every answer (13),
// one order from ten parallel submits with one Idempotency-Key (14), and another buyer's order,
// ticket, address, invoice and review answer 404 (15); and issue 30: no secret or reset code in the logs.
import { count, eq } from 'drizzle-orm';
import { mailOutbox, orders } from '../src/db/schema';
import { createMailer, mailDelivery } from '../src/mail/mailer';
import { createTestApi, TEST_CALLBACK_SECRET, testApiForFile, type TestApi, type TestResponse } from './harness';
import { orderPayload, pickProducts, readProduct, type TestProduct } from './commerce-fixtures';
import { createOrder } from './account-fixtures';

const api = testApiForFile();
let stocked: TestProduct[];

beforeAll(async () => {
  stocked = await pickProducts(api.db, 3, { minStock: 30 });
});

let addressCounter = 0;
/** A client address of its own per test, so one test's counters never reach another's. */
function fromNewAddress(): Record<string, string> {
  addressCounter += 1;
  return { 'x-forwarded-for': `198.51.100.${addressCounter}` };
}

/** Sends `send` until it answers 429 or `attempts` run out; answers that 429, or the last answer. */
async function until429(attempts: number, send: (i: number) => Promise<TestResponse>): Promise<{ response: TestResponse; tries: number }> {
  let response!: TestResponse;
  for (let i = 0; i < attempts; i += 1) {
    response = await send(i);
    if (response.status === 429) return { response, tries: i + 1 };
    if (response.status >= 500) throw new Error(`attempt ${i + 1} answered ${response.status}`);
  }
  return { response, tries: attempts };
}

function expectRetryAfter(response: TestResponse) {
  expect(response.status).toBe(429);
  expect(response.body.status).toBe('error');
  expect(typeof response.body.message).toBe('string');
  const seconds = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3600);
}

describe('requirement 8: logout revokes the token', () => {
  it('the token answers 401 everywhere once its holder has logged out', async () => {
    const user = await api.createUser();
    const login = await api.request('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    const token = login.body.data.accessToken as string;
    for (const url of ['/user/profile', '/auth/session', '/orders', '/addresses']) expect((await api.request('GET', url, { token })).status).toBe(200);

    expect((await api.request('POST', '/auth/logout', { token })).status).toBe(200);
    for (const url of ['/user/profile', '/auth/session', '/orders', '/addresses'])
      expect({ url, status: (await api.request('GET', url, { token })).status }).toEqual({ url, status: 401 });
    // Logging out again with it is refused too; the account's other tokens go on.
    expect((await api.request('POST', '/auth/logout', { token })).status).toBe(401);
    expect((await api.request('GET', '/user/profile', { token: user.token })).status).toBe(200);
  });
});

describe('requirement 10: rate limits answer 429 with Retry-After', () => {
  it('login: wrong passwords for one account from one address', async () => {
    const user = await api.createUser();
    const headers = fromNewAddress();
    const { response } = await until429(30, () => api.request('POST', '/auth/login', { headers, body: { email: user.email, password: 'not-the-password' } }));
    expectRetryAfter(response);
    // The same address is refused even with the right password until the window ends.
    expect((await api.request('POST', '/auth/login', { headers, body: { email: user.email, password: user.password } })).status).toBe(429);
  });

  it('forgot-password: codes asked for one email', async () => {
    const user = await api.createUser();
    const headers = fromNewAddress();
    const { response } = await until429(30, () => api.request('POST', '/auth/forgot-password', { headers, body: { email: user.email } }));
    expectRetryAfter(response);
  });

  it('verify-reset-code: codes tried for one email', async () => {
    const user = await api.createUser();
    const headers = fromNewAddress();
    const { response } = await until429(60, () =>
      api.request('POST', '/auth/verify-reset-code', { headers, body: { identifier: user.email, code: '000000' } }),
    );
    expectRetryAfter(response);
  });

  it('reset-password: emailed codes tried in the link', async () => {
    const user = await api.createUser();
    const headers = fromNewAddress();
    expect((await api.request('POST', '/auth/forgot-password', { headers: fromNewAddress(), body: { email: user.email } })).status).toBe(200);
    const { response } = await until429(60, (i) =>
      api.request('POST', `/auth/reset-password?email=${encodeURIComponent(user.email)}&code=${String(i).padStart(6, '9')}`, {
        headers,
        body: { password: 'new-password-1', password_confirmation: 'new-password-1' },
      }),
    );
    expectRetryAfter(response);
  });

  it('register: accounts opened from one address', async () => {
    const headers = fromNewAddress();
    const stamp = `${process.pid}-${Date.now()}`;
    // Nobody opens more than thirty accounts in a few minutes from one address; a script does.
    const { response } = await until429(31, (i) =>
      api.request('POST', '/auth/register', {
        headers,
        body: { name: 'Wanjiku Maina', email: `burst-${stamp}-${i}@test.crafts.ke`, password: 'karibu-2026', password_confirmation: 'karibu-2026' },
      }),
    );
    expectRetryAfter(response);
  });

  it('the contact form, the newsletter signup and the serial check, per address', async () => {
    const contactFrom = fromNewAddress();
    expectRetryAfter(
      (
        await until429(60, () =>
          api.request('POST', '/contact', { headers: contactFrom, body: { name: 'Amina', email: 'amina@example.com', message: 'Hello there' } }),
        )
      ).response,
    );
    const newsletterFrom = fromNewAddress();
    expectRetryAfter(
      (await until429(60, (i) => api.request('POST', '/newsletter/subscribe', { headers: newsletterFrom, body: { email: `reader-${i}@example.com` } })))
        .response,
    );
    const verifyFrom = fromNewAddress();
    expectRetryAfter((await until429(60, () => api.request('GET', '/verify-product/NOT-A-SERIAL', { headers: verifyFrom }))).response);
  });
});

describe('requirement 13: security headers on every API answer', () => {
  const answers = async (target: TestApi, token: string) =>
    [
      ['a JSON answer', await target.request('GET', '/health')],
      ['a list', await target.request('GET', '/products?per_page=1')],
      ['an account answer', await target.request('GET', '/user/profile', { token })],
      ['a 401', await target.request('GET', '/user/profile')],
      ['a 404', await target.request('GET', '/no-such-route')],
      ['a 422', await target.request('POST', '/auth/login', { body: {} })],
      ['a media file', await target.request('GET', `/media/${await firstMediaPath(target)}`)],
    ] as const;

  async function firstMediaPath(target: TestApi): Promise<string> {
    const list = await target.request('GET', '/products?per_page=1');
    const url = String(list.body.data.data[0].images?.[0]?.image_url ?? '');
    return url.slice(url.indexOf('/media/') + '/media/'.length);
  }

  it('nosniff and a CSP that forbids framing and loading anything, on JSON, errors and media', async () => {
    const user = await api.createUser();
    for (const [what, response] of await answers(api, user.token)) {
      expect({ what, status: response.status < 500 }).toEqual({ what, status: true });
      expect({ what, nosniff: response.headers.get('x-content-type-options') }).toEqual({ what, nosniff: 'nosniff' });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect({ what, csp }).toEqual({ what, csp: expect.stringContaining("frame-ancestors 'none'") });
      expect({ what, csp }).toEqual({ what, csp: expect.stringContaining("default-src 'none'") });
      // Outside production the API is plain HTTP on a developer's machine: no HSTS to pin it.
      expect({ what, hsts: response.headers.get('strict-transport-security') }).toEqual({ what, hsts: null });
    }
  });

  it('HSTS in production', async () => {
    const production = await createTestApi({ env: 'production' });
    try {
      const user = await production.createUser();
      for (const [what, response] of await answers(production, user.token)) {
        expect({ what, hsts: response.headers.get('strict-transport-security') }).toEqual({
          what,
          hsts: expect.stringMatching(/^max-age=\d{8,}; includeSubDomains$/),
        });
        expect({ what, nosniff: response.headers.get('x-content-type-options') }).toEqual({ what, nosniff: 'nosniff' });
      }
    } finally {
      await production.close();
    }
  });
});

describe('requirement 14: checkout is idempotent', () => {
  it('ten parallel submits with one Idempotency-Key make exactly one order, take the stock once, and all answer it', async () => {
    const user = await api.createUser();
    const product = stocked[0];
    const before = await readProduct(api.db, product.id);
    const payload = orderPayload([{ product, quantity: 2 }]);
    const headers = { 'Idempotency-Key': `parallel-${process.pid}-${Date.now()}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.request('POST', '/shopify/order', { token: user.token, body: payload, headers })));

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((a) => a.body.data.order.order_id));
    expect(ids.size).toBe(1);
    const [row] = await api.db.select({ n: count() }).from(orders).where(eq(orders.userId, user.id));
    expect(row.n).toBe(1);
    expect((await readProduct(api.db, product.id)).stock).toBe(before.stock - 2);
  });
});

describe('requirement 15: another buyer’s records answer 404', () => {
  it('order, ticket, address, invoice and review: every read and write by another buyer is a 404, and nothing changes', async () => {
    const owner = await api.createUser();
    const other = await api.createUser();
    const placed = await api.request('POST', '/shopify/order', { token: owner.token, body: orderPayload([{ product: stocked[1], quantity: 1 }]) });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order as { order_id: number; order_number: string };
    // Completed with the piece the owner then reviews: only a buyer who received a product reviews it.
    const invoiced = await createOrder(api, owner.id, { lines: [{ productId: stocked[2].id, name: stocked[2].name, price: 6172.5, quantity: 2 }] });
    const ticket = (await api.request('POST', '/support-tickets', { token: owner.token, body: { subject: 'Private', message: 'Only for me.' } })).body.data;
    const address = (
      await api.request('POST', '/addresses', {
        token: owner.token,
        body: { name: 'Home', street: 'Moi Avenue 1', city: 'Nairobi', country: 'Kenya', phone: '0712345678' },
      })
    ).body.data;
    const review = (await api.request('POST', `/products/${stocked[2].id}/reviews`, { token: owner.token, body: { rating: 5, comment: 'Beautiful weave' } }))
      .body.data;
    const addressId = address.id ?? address.address?.id;
    expect([ticket.ticket_id, addressId, review.id, invoiced.invoiceId].every((id) => Number.isInteger(id))).toBe(true);

    const attempts: [string, string, unknown?][] = [
      ['GET', `/orders/${order.order_id}`],
      ['GET', `/orders/track/${encodeURIComponent(order.order_number)}`],
      ['GET', `/support-tickets/${ticket.ticket_id}`],
      ['POST', `/support-tickets/${ticket.ticket_id}/messages`, { body: 'Let me in' }],
      ['PUT', `/addresses/${addressId}`, { name: 'Mine now', street: 'x', city: 'y', country: 'Kenya', phone: '0712345679' }],
      ['POST', `/addresses/${addressId}/default`],
      ['DELETE', `/addresses/${addressId}`],
      ['GET', `/invoices/${invoiced.invoiceId}/download`],
      ['PUT', `/reviews/${review.id}`, { rating: 1, comment: 'hijacked' }],
      ['DELETE', `/reviews/${review.id}`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await api.request(method, url, { token: other.token, body });
      expect({ method, url, status: response.status }).toEqual({ method, url, status: 404 });
    }

    // The owner still has every one of them, unchanged.
    expect((await api.request('GET', `/orders/${order.order_id}`, { token: owner.token })).status).toBe(200);
    const ownTicket = await api.request('GET', `/support-tickets/${ticket.ticket_id}`, { token: owner.token });
    expect(JSON.stringify(ownTicket.body.data)).not.toContain('Let me in');
    const addresses = (await api.request('GET', '/addresses', { token: owner.token })).body.data as { id: number; name: string }[];
    expect(addresses.find((a) => a.id === addressId)?.name).toBe('Home');
    expect((await api.request('GET', `/invoices/${invoiced.invoiceId}/download`, { token: owner.token })).status).toBe(200);
    const reviews = (await api.request('GET', '/reviews', { token: owner.token })).body.data as { id: number; rating: number }[];
    expect(reviews.find((r) => r.id === review.id)?.rating).toBe(5);
  });
});

describe('issue 30: secrets stay out of the logs', () => {
  /** Everything written to the console while `run` runs, as one text. */
  async function consoleDuring(run: () => Promise<unknown>): Promise<string> {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((name) => jest.spyOn(console, name).mockImplementation(() => undefined));
    try {
      await run();
      return spies
        .flatMap((spy) => spy.mock.calls.map((args) => args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' ')))
        .join('\n');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  it('a failing M-Pesa callback is logged without the secret in its path', async () => {
    const select = jest.spyOn(api.db, 'select').mockImplementation(() => {
      throw new Error('the database is on fire');
    });
    let status = 0;
    const logged = await consoleDuring(async () => {
      const body = { Body: { stkCallback: { MerchantRequestID: 'm-1', CheckoutRequestID: 'ws_CO_1', ResultCode: 1032, ResultDesc: 'Cancelled' } } };
      status = (await api.request('POST', `/mpesa/callback/${TEST_CALLBACK_SECRET}?order=KE-1`, { body })).status;
    });
    select.mockRestore();
    expect(status).toBe(500);
    expect(logged).toContain('/mpesa/callback/');
    expect(logged).not.toContain(TEST_CALLBACK_SECRET);
  });

  it('in production without SMTP a reset code is held in the outbox and never printed', async () => {
    const { print, notice } = mailDelivery({ env: 'production' });
    const user = await api.createUser();
    const before = api.deps.mailer;
    api.deps.mailer = createMailer({ print });
    const logged = await consoleDuring(() => api.request('POST', '/auth/forgot-password', { body: { email: user.email } }));
    api.deps.mailer = before;
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
    expect(code).toBeDefined();
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(user.email);
    // The operator is told once, at start, where the mail went.
    expect(notice).toMatch(/outbox/);
  });

  it('in development without SMTP mail is printed, and with SMTP in production it is sent, not printed', () => {
    expect(mailDelivery({ env: 'development' }).print).toBe(true);
    expect(mailDelivery({ env: 'test' }).print).toBe(true);
    expect(mailDelivery({ env: 'production', smtpUrl: 'smtp://mail.example' })).toEqual({ print: false, notice: null });
  });
});
