// The operator's shops (issue 33, point 3): only an admin lists, suspends, restores, verifies and
// unverifies; a suspension takes the shop and its products out of every public read until a restore,
// the seller is mailed each time, and every write leaves its audit entry.
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, mailOutbox, products, shops, users } from '../src/db/schema';
import { expectEachNeedsAToken, listPage, testApiForFile } from './harness';

const api = testApiForFile();

/** A seeded shop with an active product in stock, its owner, and that product. */
async function shopWithProduct(offset: number) {
  const [row] = await api.db
    .select({
      shopId: shops.id,
      slug: shops.shopUrlSlug,
      shopName: shops.shopName,
      ownerEmail: users.email,
      productId: products.id,
      productName: products.productName,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(and(eq(products.status, 'active'), eq(shops.status, 'active')))
    .orderBy(shops.id, products.id)
    .offset(offset)
    .limit(1);
  return row;
}

let adminToken = '';
let admin = { id: 0, email: '' };
beforeAll(async () => {
  const user = await api.createUser({ userType: 'admin' });
  adminToken = user.token;
  admin = { id: user.id, email: user.email };
});

const asAdmin = (method: string, url: string, body?: unknown) => api.request(method, url, { token: adminToken, body });

async function auditOf(shopId: number) {
  return api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'shop'), eq(auditLog.targetId, shopId)))
    .orderBy(auditLog.id);
}

async function mailsTo(email: string) {
  return api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
}

const productIds = async (query: string) => (await listPage(api, `/products?per_page=100&${query}`)).data.map((p) => p.product_id);

describe('who may', () => {
  it('needs a token for each route', async () => {
    await expectEachNeedsAToken(
      api,
      [
        ['GET', '/admin/shops'],
        ['POST', '/admin/shops/1/suspend'],
        ['POST', '/admin/shops/1/restore'],
        ['POST', '/admin/shops/1/verify'],
        ['POST', '/admin/shops/1/unverify'],
      ],
      { reason: 'Counterfeit goods.' },
    );
  });

  it('refuses a buyer and a seller (403) and changes nothing', async () => {
    const shop = await shopWithProduct(0);
    for (const userType of ['buyer', 'seller'] as const) {
      const { token } = await api.createUser({ userType });
      expect((await api.request('GET', '/admin/shops', { token })).status).toBe(403);
      for (const step of ['suspend', 'restore', 'verify', 'unverify']) {
        const res = await api.request('POST', `/admin/shops/${shop.shopId}/${step}`, { token, body: { reason: 'Counterfeit goods.' } });
        expect(res.status).toBe(403);
        expect(res.body.message).toEqual(expect.any(String));
      }
    }
    const [row] = await api.db.select().from(shops).where(eq(shops.id, shop.shopId));
    expect(row.status).toBe('active');
    expect(await auditOf(shop.shopId)).toEqual([]);
  });
});

describe('GET /admin/shops', () => {
  it('finds shops by part of the name, any case, with owner, standing and product count', async () => {
    const shop = await shopWithProduct(0);
    const part = shop.shopName.slice(1, 6).toUpperCase();
    const res = await asAdmin('GET', `/admin/shops?search=${encodeURIComponent(part)}`);
    expect(res.status).toBe(200);
    const found = res.body.data.data.find((s: { shop_id: number }) => s.shop_id === shop.shopId);
    expect(found).toMatchObject({
      shop_name: shop.shopName,
      shop_url_slug: shop.slug,
      status: 'active',
      suspended_reason: null,
      verified: expect.any(Boolean),
      products: expect.any(Number),
      owner: { id: expect.any(Number), name: expect.any(String), email: shop.ownerEmail },
    });
    expect(found.products).toBeGreaterThan(0);
    for (const s of res.body.data.data) expect(s.shop_name.toLowerCase()).toContain(part.toLowerCase());
  });

  it('filters by verified and by status, and pages', async () => {
    const verified = await asAdmin('GET', '/admin/shops?verified=true&per_page=100');
    expect(verified.body.data.data.length).toBeGreaterThan(0);
    expect(verified.body.data.data.every((s: { verified: boolean }) => s.verified)).toBe(true);
    const unverified = await asAdmin('GET', '/admin/shops?verified=false&per_page=5&page=2');
    expect(unverified.body.data).toMatchObject({ current_page: 2, per_page: 5 });
    expect(unverified.body.data.data.every((s: { verified: boolean }) => !s.verified)).toBe(true);
    const suspended = await asAdmin('GET', '/admin/shops?status=suspended');
    expect(suspended.body.data.data.every((s: { status: string }) => s.status === 'suspended')).toBe(true);
  });

  it('answers a bad filter with 422 and a message', async () => {
    const res = await asAdmin('GET', '/admin/shops?status=closed');
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('status must be one of: active, suspended');
  });
});

describe('suspend and restore', () => {
  it('hides the shop and its products from buyers until restored, mails the seller and audits both', async () => {
    const shop = await shopWithProduct(3);
    const search = `searchTerm=${encodeURIComponent(shop.productName)}`;
    expect(await productIds(search)).toContain(shop.productId);

    const suspended = await asAdmin('POST', `/admin/shops/${shop.shopId}/suspend`, { reason: '  Counterfeit goods reported. ' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.message).toBe('Shop suspended.');
    expect(suspended.body.data).toMatchObject({ shop_id: shop.shopId, status: 'suspended', suspended_reason: 'Counterfeit goods reported.' });

    // Out of the catalogue, search, the shop's own list, the product page and the shop page.
    expect(await productIds(search)).not.toContain(shop.productId);
    expect(await productIds(`shop_id=${shop.shopId}`)).toEqual([]);
    expect((await api.request('GET', `/products/${shop.productId}`)).status).toBe(404);
    expect((await api.request('GET', `/shops/slug/${shop.slug}`)).status).toBe(404);
    expect((await api.request('GET', `/shops/${shop.shopId}`)).status).toBe(404);
    const gallery = await listPage(api, `/shops?search=${encodeURIComponent(shop.shopName)}&per_page=100`);
    expect(gallery.data.map((s) => s.shop_id)).not.toContain(shop.shopId);

    const [suspendMail] = await mailsTo(shop.ownerEmail);
    expect(suspendMail.subject).toBe(`Your shop ${shop.shopName} is suspended`);
    expect(suspendMail.body).toContain('Counterfeit goods reported.');

    const again = await asAdmin('POST', `/admin/shops/${shop.shopId}/suspend`, { reason: 'Twice.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This shop is already suspended.');

    const restored = await asAdmin('POST', `/admin/shops/${shop.shopId}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ status: 'active', suspended_reason: null });
    expect(await productIds(search)).toContain(shop.productId);
    expect((await api.request('GET', `/shops/slug/${shop.slug}`)).status).toBe(200);
    const [restoreMail] = await mailsTo(shop.ownerEmail);
    expect(restoreMail.subject).toBe(`Your shop ${shop.shopName} is open again`);
    expect((await asAdmin('POST', `/admin/shops/${shop.shopId}/restore`)).body.message).toBe('This shop is not suspended.');

    const entries = await auditOf(shop.shopId);
    expect(entries.map((e) => [e.action, e.actorId, e.actorEmail, e.reason, e.before, e.after])).toEqual([
      [
        'shop.suspend',
        admin.id,
        admin.email,
        'Counterfeit goods reported.',
        { status: 'active', suspended_reason: null },
        { status: 'suspended', suspended_reason: 'Counterfeit goods reported.' },
      ],
      [
        'shop.restore',
        admin.id,
        admin.email,
        null,
        { status: 'suspended', suspended_reason: 'Counterfeit goods reported.' },
        { status: 'active', suspended_reason: null },
      ],
    ]);
  });

  it('drops the suspended shop’s products from a buyer’s cart and refuses adding them', async () => {
    const shop = await shopWithProduct(6);
    const buyer = await api.createUser();
    expect((await api.request('POST', '/cart/items', { token: buyer.token, body: { product_id: shop.productId, quantity: 1 } })).status).toBeLessThan(300);
    await asAdmin('POST', `/admin/shops/${shop.shopId}/suspend`, { reason: 'Review pending.' });
    const cart = await api.request('GET', '/cart', { token: buyer.token });
    expect(cart.body.data.items.map((i: { product_id: number }) => i.product_id)).not.toContain(shop.productId);
    expect((await api.request('POST', '/cart/items', { token: buyer.token, body: { product_id: shop.productId, quantity: 1 } })).status).toBe(404);
    await asAdmin('POST', `/admin/shops/${shop.shopId}/restore`);
    const back = await api.request('GET', '/cart', { token: buyer.token });
    expect(back.body.data.items.map((i: { product_id: number }) => i.product_id)).toContain(shop.productId);
  });

  it('needs a reason, and answers a shop that does not exist with 404', async () => {
    const shop = await shopWithProduct(0);
    const blank = await asAdmin('POST', `/admin/shops/${shop.shopId}/suspend`, { reason: '   ' });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.body)).toContain('Reason is required.');
    expect((await asAdmin('POST', `/admin/shops/${shop.shopId}/suspend`, {})).status).toBe(422);
    const missing = await asAdmin('POST', '/admin/shops/999999/suspend', { reason: 'Gone.' });
    expect(missing.status).toBe(404);
    expect((await asAdmin('POST', '/admin/shops/abc/verify')).status).toBe(404);
  });
});

describe('verify and unverify', () => {
  it('sets the flag the public shop answers carry, once each, with audit entries', async () => {
    const [shop] = await api.db.select().from(shops).where(eq(shops.verified, false)).orderBy(shops.id).limit(1);
    const verified = await asAdmin('POST', `/admin/shops/${shop.id}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body.data.verified).toBe(true);
    expect((await api.request('GET', `/shops/slug/${shop.shopUrlSlug}`)).body.data.shop.verified).toBe(true);
    expect((await asAdmin('POST', `/admin/shops/${shop.id}/verify`)).status).toBe(409);

    const unverified = await asAdmin('POST', `/admin/shops/${shop.id}/unverify`);
    expect(unverified.body.data.verified).toBe(false);
    expect((await api.request('GET', `/shops/${shop.id}`)).body.data.shop.verified).toBe(false);
    const listed = await listPage(api, `/shops?search=${encodeURIComponent(shop.shopName)}`);
    expect(listed.data.find((s) => s.shop_id === shop.id)?.verified).toBe(false);
    expect((await asAdmin('POST', `/admin/shops/${shop.id}/unverify`)).body.message).toBe('This shop is not verified.');

    const entries = (await auditOf(shop.id)).filter((e) => e.action.endsWith('verify'));
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['shop.verify', { verified: false }, { verified: true }],
      ['shop.unverify', { verified: true }, { verified: false }],
    ]);
  });

  it('starts with the seed’s experienced brands verified', async () => {
    const rows = await api.db.select({ type: shops.shopType, years: shops.yearsOfExperience, verified: shops.verified }).from(shops);
    expect(rows.some((r) => r.verified)).toBe(true);
    expect(rows.every((r) => r.verified === (r.type === 'brand' && r.years >= 2))).toBe(true);
  });
});
