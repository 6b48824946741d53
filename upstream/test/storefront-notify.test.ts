// The API's side of revalidation: a signed POST to the storefront that never fails the request
// that triggered it.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notifyStorefront } from '../src/http/storefront-notify';
import { forgetSettings, readSettings } from '../src/config';
import { checkNotice, NOTICE_MAX_EVENTS } from '../../contract/rules/webhook-signature';
import { createTestApi, type TestApi } from './harness';
import { orderPayload, pickProducts } from './commerce-fixtures';
import { buyerWhoReceived } from './account-fixtures';
import { divisions, shops } from '../src/db/schema';
import { draftWithoutPhoto, givePhoto, picture, sellerWithShop, upload } from './seller-fixtures';

const SECRET = 'notify-test-secret';

interface Received {
  url: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

function listen(handler: (received: Received, respond: (status: number) => void) => void): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () =>
      handler({ url: req.url ?? '', method: req.method ?? '', headers: req.headers, body }, (status) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end('{}');
      }),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Runs `send` against a storefront that accepts every notice, and answers what it received. */
async function receivedBy(send: (url: string) => Promise<void>): Promise<Received[]> {
  const received: Received[] = [];
  const { server, url } = await listen((r, respond) => {
    received.push(r);
    respond(200);
  });
  try {
    await send(url);
    return received;
  } finally {
    await close(server);
  }
}

describe('notifyStorefront', () => {
  it('posts the events to /api/revalidate, signed with an HMAC-SHA256 of the time and the exact body', async () => {
    let ok = false;
    const received = await receivedBy(async (url) => {
      ok = await notifyStorefront(
        [
          { type: 'product', id: 42 },
          { type: 'product', id: 42 },
          { type: 'shop', id: 7 },
        ],
        { url: `${url}/`, secret: SECRET },
      );
    });
    expect(ok).toBe(true);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/revalidate');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      events: [
        { type: 'product', id: 42 },
        { type: 'shop', id: 7 },
      ],
      notice: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const [, at, signature] = /^t=(\d+),sha256=([0-9a-f]{64})$/.exec(String(request.headers['x-signature'])) ?? [];
    expect(Math.abs(Number(at) - Date.now() / 1000)).toBeLessThan(5);
    expect(signature).toBe(createHmac('sha256', SECRET).update(`${at}.${request.body}`).digest('hex'));
    // The storefront's check takes it.
    expect(checkNotice(SECRET, request.body, String(request.headers['x-signature'])).ok).toBe(true);
  });

  it('makes the same events sent twice in one second two notices, so the storefront takes both', async () => {
    const received = await receivedBy(async (url) => {
      for (let i = 0; i < 2; i += 1) await notifyStorefront([{ type: 'product', id: 42 }], { url, secret: SECRET });
    });
    expect(received).toHaveLength(2);
    expect(received[0].body).not.toBe(received[1].body);
    expect(received[0].headers['x-signature']).not.toBe(received[1].headers['x-signature']);
  });

  it('splits a notice larger than the storefront takes into several, each signed and every event sent once', async () => {
    const events = Array.from({ length: 2 * NOTICE_MAX_EVENTS + 1 }, (_, i) => ({ type: 'product' as const, id: i + 1 }));
    let ok = false;
    const received = await receivedBy(async (url) => {
      ok = await notifyStorefront(events, { url, secret: SECRET });
    });
    expect(ok).toBe(true);
    const notices = received.map((r) => JSON.parse(r.body) as { events: { id: number }[] });
    expect(notices.map((n) => n.events.length)).toEqual([NOTICE_MAX_EVENTS, NOTICE_MAX_EVENTS, 1]);
    expect(notices.flatMap((n) => n.events.map((e) => e.id))).toEqual(events.map((e) => e.id));
    for (const r of received) expect(checkNotice(SECRET, r.body, String(r.headers['x-signature'])).ok).toBe(true);
  });

  it('resolves false without throwing when the storefront is down', async () => {
    // A port that was just free: nothing listens there.
    const { server, url } = await listen((_r, respond) => respond(200));
    await close(server);
    const log = jest.fn();
    await expect(notifyStorefront([{ type: 'product', id: 1 }], { url, secret: SECRET, log })).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not reach the storefront'));
  });

  it('gives up after its timeout when the storefront hangs', async () => {
    const { server, url } = await listen(() => undefined);
    try {
      const started = Date.now();
      await expect(notifyStorefront([{ type: 'product', id: 1 }], { url, secret: SECRET, timeoutMs: 200, log: () => undefined })).resolves.toBe(false);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      server.closeAllConnections();
      await close(server);
    }
  });

  it('resolves false when the storefront refuses the signature', async () => {
    const { server, url } = await listen((_r, respond) => respond(401));
    try {
      const log = jest.fn();
      await expect(notifyStorefront([{ type: 'story', id: 3 }], { url, secret: 'wrong', log })).resolves.toBe(false);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('401'));
    } finally {
      await close(server);
    }
  });

  it('sends nothing when it is not configured or there is nothing to say', async () => {
    const fetchSpy = jest.fn();
    await expect(notifyStorefront([{ type: 'product', id: 1 }], null)).resolves.toBe(false);
    await expect(notifyStorefront([], { url: 'http://127.0.0.1:9', secret: SECRET, fetch: fetchSpy })).resolves.toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is configured by STOREFRONT_URL and REVALIDATE_SECRET together', () => {
    expect(readSettings({ STOREFRONT_URL: 'http://127.0.0.1:3000', REVALIDATE_SECRET: 's' }).storefrontNotify).toEqual({
      url: 'http://127.0.0.1:3000',
      secret: 's',
    });
    expect(readSettings({ REVALIDATE_SECRET: 's' }).storefrontNotify).toBeNull();
    expect(readSettings({}).storefrontNotify).toBeNull();
    // The URL alone is a setting half made: the API refuses to start (config.test.ts).
    expect(() => readSettings({ STOREFRONT_URL: 'http://127.0.0.1:3000' })).toThrow(/REVALIDATE_SECRET is required with STOREFRONT_URL/);
  });
});

describe('the API tells the storefront what changed', () => {
  let api: TestApi;
  let storefront: Server;
  const events: { type: string; id: number }[][] = [];
  let arrived: () => void = () => undefined;
  const nextArrival = () => new Promise<void>((resolve) => (arrived = resolve));

  beforeAll(async () => {
    api = await createTestApi();
    const listening = await listen((r, respond) => {
      respond(checkNotice(SECRET, r.body, String(r.headers['x-signature'])).ok ? 200 : 401);
      events.push(JSON.parse(r.body).events);
      arrived();
    });
    storefront = listening.server;
    process.env.STOREFRONT_URL = listening.url;
    process.env.REVALIDATE_SECRET = SECRET;
    // The API reads its environment once: read it again with these two.
    forgetSettings();
  });
  afterAll(async () => {
    delete process.env.STOREFRONT_URL;
    delete process.env.REVALIDATE_SECRET;
    forgetSettings();
    await close(storefront);
    await api?.close();
  });
  beforeEach(() => {
    events.length = 0;
  });

  it('after a review changes a product’s rating', async () => {
    const [product] = await pickProducts(api.db, 1, { skip: 40 });
    const buyer = await buyerWhoReceived(api, product.id);
    const arrival = nextArrival();
    const res = await api.request('POST', `/products/${product.id}/reviews`, { token: buyer.token, body: { rating: 5, comment: 'Beautiful weave' } });
    expect(res.status).toBe(201);
    await arrival;
    expect(events).toEqual([[{ type: 'product', id: product.id }]]);
  });

  it('after an admin hides or restores a review, naming its product (issue 33)', async () => {
    const [product] = await pickProducts(api.db, 1, { skip: 41 });
    const buyer = await buyerWhoReceived(api, product.id);
    let arrival = nextArrival();
    const review = await api.request('POST', `/products/${product.id}/reviews`, { token: buyer.token, body: { rating: 1, comment: 'Rude words.' } });
    await arrival;
    const admin = await api.createUser({ userType: 'admin' });
    for (const [step, body] of [
      ['hide', { reason: 'Abusive language.' }],
      ['restore', undefined],
    ] as const) {
      events.length = 0;
      arrival = nextArrival();
      expect((await api.request('POST', `/admin/reviews/${review.body.data.id}/${step}`, { token: admin.token, body })).status).toBe(200);
      await arrival;
      expect(events).toEqual([[{ type: 'product', id: product.id }]]);
    }
  });

  it('after the product’s shop changes its price', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const [product] = await pickProducts(api.db, 1, { skip: 45 });
    const arrival = nextArrival();
    const res = await api.request('PATCH', `/products/${product.id}`, { token: admin.token, body: { price: 1234 } });
    expect(res.status).toBe(200);
    await arrival;
    expect(events).toEqual([[{ type: 'product', id: product.id }]]);
  });

  it('after a seller publishes, changes and archives a product, naming its shop and category', async () => {
    const seller = await api.createUser({ userType: 'seller' });
    const [shop] = await api.db
      .insert(shops)
      .values({ ownerId: seller.id, shopName: 'Notify Shop', shopUrlSlug: `notify-shop-${seller.id}`, shopType: 'brand', location: 'Accra', country: 'Ghana' })
      .returning({ id: shops.id });
    const [division] = await api.db.select({ id: divisions.id }).from(divisions).orderBy(divisions.id).limit(1);
    const created = await api.request('POST', '/seller/products', {
      token: seller.token,
      body: { name: 'Kente stole', price: 3200, stock: 2, sku: 'KS-1', division_id: division.id },
    });
    const product = created.body.data.product;
    await givePhoto(api, product.product_id);
    const expected = [
      { type: 'product', id: product.product_id },
      { type: 'shop', id: shop.id },
      { type: 'category', id: product.category.category_id },
    ];
    for (const [method, path, body] of [
      ['POST', `/seller/products/${product.product_id}/publish`],
      ['PATCH', `/seller/products/${product.product_id}`, { price: 3000 }],
      ['POST', `/seller/products/${product.product_id}/archive`],
    ] as const) {
      events.length = 0;
      const arrival = nextArrival();
      const res = await api.request(method, path, { token: seller.token, body });
      expect(res.status).toBe(200);
      await arrival;
      expect(events).toEqual([expected]);
    }
  });

  it('after a seller changes a published product’s photos or the shop’s profile, naming the product’s pages and the shop', async () => {
    const seller = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, seller.token);
    const photo = { bytes: await picture(30, 30), name: 'a.png', type: 'image/png' };
    // A draft's photos are nobody's business but the seller's.
    expect((await upload(api, `/seller/products/${draft.product_id}/images`, seller.token, 'images', [photo])).status).toBe(201);
    expect((await api.request('POST', `/seller/products/${draft.product_id}/publish`, { token: seller.token })).status).toBe(200);
    const [{ category_id }] = [(await api.request('GET', `/seller/products/${draft.product_id}`, { token: seller.token })).body.data.product.category];
    const productPages = [
      { type: 'product', id: draft.product_id },
      { type: 'shop', id: seller.shopId },
      { type: 'category', id: category_id },
    ];
    events.length = 0;
    let arrival = nextArrival();
    const added = await upload(api, `/seller/products/${draft.product_id}/images`, seller.token, 'images', [photo]);
    expect(added.status).toBe(201);
    await arrival;
    expect(events).toEqual([productPages]);

    for (const [method, path, body] of [
      ['PUT', `/seller/products/${draft.product_id}/images/order`, { image_ids: added.body.data.images.map((p: { id: number }) => p.id).reverse() }],
      ['DELETE', `/seller/products/${draft.product_id}/images/${added.body.data.images[0].id}`],
    ] as const) {
      events.length = 0;
      arrival = nextArrival();
      expect((await api.request(method, path, { token: seller.token, body })).status).toBe(200);
      await arrival;
      expect(events).toEqual([productPages]);
    }

    events.length = 0;
    arrival = nextArrival();
    expect((await api.request('PATCH', '/seller/shop', { token: seller.token, body: { description: 'Baskets from Kitui.' } })).status).toBe(200);
    await arrival;
    expect(events).toEqual([[{ type: 'shop', id: seller.shopId }]]);
  });

  it('after an admin approves a seller, naming the new shop (the galleries and the hub count it)', async () => {
    const applicant = await api.createUser();
    const admin = await api.createUser({ userType: 'admin' });
    const applied = await api.request('POST', '/seller/applications', {
      token: applicant.token,
      body: {
        shop_name: `Kitui Weavers ${applicant.id}`,
        shop_type: 'individual',
        country: 'Kenya',
        location: 'Kitui',
        description: 'Sisal baskets woven by hand.',
        phone: '+254712345678',
        mpesa_number: '+254712345678',
        years_of_experience: 4,
      },
    });
    expect(applied.status).toBe(201);
    const arrival = nextArrival();
    const approved = await api.request('POST', `/admin/seller-applications/${applied.body.data.id}/approve`, { token: admin.token });
    expect(approved.status).toBe(200);
    await arrival;
    const [shop] = await api.db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, applicant.id));
    expect(events).toEqual([[{ type: 'shop', id: shop.id }]]);
  });

  it('after an admin suspends, restores or verifies a shop, naming the shop and its products’ pages (issue 33)', async () => {
    const seller = await sellerWithShop(api);
    const draft = await draftWithoutPhoto(api, seller.token);
    await givePhoto(api, draft.product_id);
    let arrival = nextArrival();
    expect((await api.request('POST', `/seller/products/${draft.product_id}/publish`, { token: seller.token })).status).toBe(200);
    await arrival;
    const { category } = (await api.request('GET', `/seller/products/${draft.product_id}`, { token: seller.token })).body.data.product;
    const admin = await api.createUser({ userType: 'admin' });
    const shopAndProducts = [
      { type: 'shop', id: seller.shopId },
      { type: 'product', id: draft.product_id },
      { type: 'category', id: category.category_id },
    ];
    for (const [step, body, expected] of [
      ['suspend', { reason: 'Counterfeit goods.' }, shopAndProducts],
      ['restore', undefined, shopAndProducts],
      ['verify', undefined, [{ type: 'shop', id: seller.shopId }]],
    ] as const) {
      events.length = 0;
      arrival = nextArrival();
      expect((await api.request('POST', `/admin/shops/${seller.shopId}/${step}`, { token: admin.token, body })).status).toBe(200);
      await arrival;
      expect(events).toEqual([expected]);
    }
  });

  it('after an order takes stock, naming every product sold', async () => {
    const buyer = await api.createUser();
    const [a, b] = await pickProducts(api.db, 2, { skip: 50 });
    const arrival = nextArrival();
    const res = await api.request('POST', '/shopify/order', {
      token: buyer.token,
      body: orderPayload([
        { product: a, quantity: 1 },
        { product: b, quantity: 2 },
      ]),
    });
    expect(res.status).toBe(201);
    await arrival;
    expect(events[0]).toEqual(
      expect.arrayContaining([
        { type: 'product', id: a.id },
        { type: 'product', id: b.id },
      ]),
    );
  });

  it('answers the request even when the storefront is down', async () => {
    process.env.STOREFRONT_URL = 'http://127.0.0.1:9';
    forgetSettings();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const [product] = await pickProducts(api.db, 1, { skip: 60 });
      const buyer = await buyerWhoReceived(api, product.id);
      const res = await api.request('POST', `/products/${product.id}/reviews`, { token: buyer.token, body: { rating: 4, comment: 'Lovely' } });
      expect(res.status).toBe(201);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 200));
      warn.mockRestore();
    }
  });
});
