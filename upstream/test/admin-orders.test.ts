// The operator's orders (issue 33, point 4): only an admin finds orders (by number or its beginning,
// buyer, shop, order status, payment status and days, newest first), exports them as CSV, reads one
// with its lines, payments, shipments and history, and cancels one nothing of which has shipped:
// stock back, the buyer refunded to their wallet and mailed, the shops told, the audit entry kept.
import { and, eq, ne } from 'drizzle-orm';
import { auditLog, fulfilments, products, shops, walletMovements } from '../src/db/schema';
import { orderPayload, readProduct, type TestProduct } from './commerce-fixtures';
import { expectEachNeedsAToken, testApiForFile } from './harness';
import { getOrder, mailsTo, payByCard } from './payments-fixtures';

const api = testApiForFile();

interface Seller {
  email: string;
  token: string;
  shopId: number;
  shopName: string;
  product: TestProduct;
}

let admin: Awaited<ReturnType<typeof api.createUser>>;
let sellerA: Seller;
let sellerB: Seller;

/** A new seller who owns the shop of a stocked product (A's and B's shops differ). */
async function sellerOfShop(exceptShop?: number): Promise<Seller> {
  const [row] = await api.db
    .select({ id: products.id, shopId: products.shopId, shopName: shops.shopName })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(exceptShop ? and(ne(products.shopId, exceptShop), eq(products.isDigital, false)) : eq(products.isDigital, false))
    .orderBy(products.id)
    .limit(1);
  await api.db.update(products).set({ stock: 500 }).where(eq(products.shopId, row.shopId));
  const user = await api.createUser({ userType: 'seller' });
  await api.db.update(shops).set({ ownerId: user.id }).where(eq(shops.id, row.shopId));
  return { email: user.email, token: user.token, shopId: row.shopId, shopName: row.shopName, product: await readProduct(api.db, row.id) };
}

beforeAll(async () => {
  admin = await api.createUser({ userType: 'admin', name: 'Orders Admin' });
  sellerA = await sellerOfShop();
  sellerB = await sellerOfShop(sellerA.shopId);
});

type Buyer = Awaited<ReturnType<typeof api.createUser>>;

/** The buyer's order of `lines` (two of A's and one of B's by default), paid by card unless `paid` is false. */
async function placeOrder(buyer: Buyer, { paid = true, lines }: { paid?: boolean; lines?: { product: TestProduct; quantity: number }[] } = {}) {
  const placed = await api.request('POST', '/shopify/order', {
    token: buyer.token,
    body: orderPayload(
      lines ?? [
        { product: sellerA.product, quantity: 2 },
        { product: sellerB.product, quantity: 1 },
      ],
    ),
  });
  expect(placed.status).toBe(201);
  const order = placed.body.data.order;
  if (paid) expect((await payByCard(api, buyer.token, order.order_id)).status).toBe('completed');
  return order as { order_id: number; order_number: string; total_amount: number };
}

const asAdmin = (method: string, url: string, body?: unknown) => api.request(method, url, { token: admin.token, body });
const list = async (query: string) => {
  const res = await asAdmin('GET', `/admin/orders?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { data: { id: number; order_number: string }[]; total: number };
};
const idsOf = async (query: string) => (await list(query)).data.map((o) => o.id);
const walletOf = async (userId: number) =>
  Math.round((await api.db.select().from(walletMovements).where(eq(walletMovements.userId, userId))).reduce((sum, m) => sum + m.amount, 0) * 100) / 100;
/** What the order's refunds came to, by where they went. */
async function refundedTo(buyer: Buyer, orderId: number) {
  const { refunds } = await getOrder(api, buyer.token, orderId);
  const by: Record<string, number> = {};
  for (const r of refunds as { method: string; amount: number }[]) by[r.method] = Math.round(((by[r.method] ?? 0) + r.amount) * 100) / 100;
  return by;
}
const auditOf = (orderId: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, orderId)))
    .orderBy(auditLog.id);
/** Today in Nairobi, YYYY-MM-DD. */
const nairobiToday = (plusDays = 0) => new Date(Date.now() + 3 * 3600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);

describe('who may', () => {
  it('needs a token for each route', async () => {
    await expectEachNeedsAToken(
      api,
      [
        ['GET', '/admin/orders'],
        ['GET', '/admin/orders/export'],
        ['GET', '/admin/orders/1'],
        ['POST', '/admin/orders/1/cancel'],
      ],
      { reason: 'Asked by the buyer.' },
    );
  });

  it('refuses a buyer and a seller (403) and cancels nothing', async () => {
    const buyer = await api.createUser();
    const order = await placeOrder(buyer);
    for (const token of [buyer.token, sellerA.token]) {
      for (const path of ['/admin/orders', '/admin/orders/export', `/admin/orders/${order.order_id}`]) {
        expect((await api.request('GET', path, { token })).status).toBe(403);
      }
      const res = await api.request('POST', `/admin/orders/${order.order_id}/cancel`, { token, body: { reason: 'Mine now.' } });
      expect(res.status).toBe(403);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await getOrder(api, buyer.token, order.order_id)).order_status).toBe('Pending');
    expect(await auditOf(order.order_id)).toEqual([]);
  });
});

describe('GET /admin/orders', () => {
  let buyer: Buyer;
  let both: Awaited<ReturnType<typeof placeOrder>>;
  let onlyB: Awaited<ReturnType<typeof placeOrder>>;
  let unpaid: Awaited<ReturnType<typeof placeOrder>>;
  beforeAll(async () => {
    buyer = await api.createUser({ name: 'Zawadi Filterbuyer', email: `zawadi.filter.${Date.now()}@example.com` });
    both = await placeOrder(buyer);
    onlyB = await placeOrder(buyer, { lines: [{ product: sellerB.product, quantity: 1 }] });
    unpaid = await placeOrder(buyer, { paid: false, lines: [{ product: sellerA.product, quantity: 1 }] });
  });

  it('lists newest first, each row with its number, date, buyer, shops, total and both statuses', async () => {
    const page = await list(`buyer=${encodeURIComponent('Zawadi Filterbuyer')}`);
    expect(page.total).toBe(3);
    expect(page.data.map((o) => o.id)).toEqual([unpaid.order_id, onlyB.order_id, both.order_id]);
    expect(page.data[2]).toEqual({
      id: both.order_id,
      order_number: both.order_number,
      created_at: expect.any(String),
      buyer: { id: buyer.id, name: 'Zawadi Filterbuyer', email: buyer.email },
      shops: [
        { id: Math.min(sellerA.shopId, sellerB.shopId), name: expect.any(String) },
        { id: Math.max(sellerA.shopId, sellerB.shopId), name: expect.any(String) },
      ],
      total: both.total_amount,
      currency: 'KES',
      order_status: 'Pending',
      financial_status: 'paid',
    });
  });

  it('finds by the whole number, its beginning, in any case', async () => {
    expect(await idsOf(`number=${both.order_number}`)).toEqual([both.order_id]);
    expect(await idsOf(`number=${both.order_number.toLowerCase()}`)).toEqual([both.order_id]);
    const prefix = both.order_number.slice(0, -1);
    expect(await idsOf(`number=${prefix}&per_page=100`)).toContain(both.order_id);
    expect(await idsOf('number=NOPE-')).toEqual([]);
    // A LIKE wildcard is taken literally.
    expect(await idsOf('number=%25')).toEqual([]);
  });

  it("finds by part of the buyer's name or e-mail", async () => {
    expect(await idsOf('buyer=filterbuyer')).toEqual([unpaid.order_id, onlyB.order_id, both.order_id]);
    expect(await idsOf(`buyer=${encodeURIComponent(buyer.email.slice(0, 18).toUpperCase())}`)).toEqual([unpaid.order_id, onlyB.order_id, both.order_id]);
  });

  it("finds by a shop's id or part of its name", async () => {
    expect(await idsOf(`buyer=filterbuyer&shop=${sellerA.shopId}`)).toEqual([unpaid.order_id, both.order_id]);
    expect(await idsOf(`buyer=filterbuyer&shop=${encodeURIComponent(sellerB.shopName.slice(1, -1))}`)).toEqual([onlyB.order_id, both.order_id]);
  });

  it('finds by order status and by payment status', async () => {
    expect(await idsOf('buyer=filterbuyer&status=Pending')).toHaveLength(3);
    expect(await idsOf('buyer=filterbuyer&status=Canceled')).toEqual([]);
    expect(await idsOf('buyer=filterbuyer&payment_status=paid')).toEqual([onlyB.order_id, both.order_id]);
    expect(await idsOf('buyer=filterbuyer&payment_status=pending')).toEqual([unpaid.order_id]);
  });

  it('finds by the days placed (Nairobi), both ends included', async () => {
    expect(await idsOf(`buyer=filterbuyer&from=${nairobiToday()}&to=${nairobiToday()}`)).toHaveLength(3);
    expect(await idsOf(`buyer=filterbuyer&to=${nairobiToday(-1)}`)).toEqual([]);
    expect(await idsOf(`buyer=filterbuyer&from=${nairobiToday(1)}`)).toEqual([]);
  });

  it('pages', async () => {
    const first = await list('buyer=filterbuyer&per_page=2');
    const second = await list('buyer=filterbuyer&per_page=2&page=2');
    expect(first).toMatchObject({ total: 3, current_page: 1, last_page: 2, per_page: 2 });
    expect([...first.data, ...second.data].map((o) => o.id)).toEqual([unpaid.order_id, onlyB.order_id, both.order_id]);
  });

  it.each([
    ['status=Lost', 'status', 'status must be one of Pending, Shipped, Delivered, Canceled.'],
    ['payment_status=maybe', 'payment_status', 'payment_status must be one of pending, paid, partially_refunded, refunded, refund_due, voided.'],
    ['from=2026-13-01', 'from', 'from must be a date (YYYY-MM-DD).'],
    ['to=yesterday', 'to', 'to must be a date (YYYY-MM-DD).'],
    ['from=2026-05-02&to=2026-05-01', 'to', 'from must not be after to.'],
    [`buyer=${'x'.repeat(201)}`, 'buyer', 'buyer may not be longer than 200 characters.'],
    ['per_page=1000', 'per_page', 'per_page must be a whole number from 1 to 100'],
  ])('refuses %s with a 422 that says why', async (query, field, message) => {
    const res = await asAdmin('GET', `/admin/orders?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.data[field]).toContain(message);
  });

  describe('GET /admin/orders/export', () => {
    it('answers the filtered list as CSV, quoted, newest first, with a file name and the count', async () => {
      const quoted = await api.createUser({ name: '=Otieno, "Baba" Csvtest' });
      const order = await placeOrder(quoted, { lines: [{ product: sellerA.product, quantity: 1 }] });
      const res = await api.app.request(`/admin/orders/export?buyer=csvtest`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.headers.get('x-total-count')).toBe('1');
      const lines = (await res.text()).split('\r\n');
      expect(lines[0]).toBe('order_number,placed_at,buyer_name,buyer_email,shops,subtotal,discount,shipping,tax,total,currency,order_status,payment_status');
      expect(lines[1]).toContain(`${order.order_number},`);
      // The comma and the quotes are quoted; the leading = cannot run as a formula.
      expect(lines[1]).toContain(`,"'=Otieno, ""Baba"" Csvtest",${quoted.email},`);
      expect(lines[1]).toMatch(new RegExp(`,${order.total_amount.toFixed(2)},KES,Pending,paid$`));
      expect(lines.slice(2)).toEqual(['']);
    });

    it('takes the same filters, and refuses a bad one with a 422', async () => {
      const res = await api.app.request(`/admin/orders/export?buyer=filterbuyer&payment_status=pending`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      const rows = (await res.text()).trim().split('\r\n');
      expect(rows).toHaveLength(2);
      expect(rows[1].startsWith(`${unpaid.order_number},`)).toBe(true);
      expect((await asAdmin('GET', '/admin/orders/export?from=2026-02-30')).status).toBe(422);
    });
  });
});

describe('GET /admin/orders/{id}', () => {
  it('has the lines, the card payment with its provider record, each shop’s shipment with its events, and the history', async () => {
    const buyer = await api.createUser();
    const order = await placeOrder(buyer);
    const res = await asAdmin('GET', `/admin/orders/${order.order_id}`);
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail).toMatchObject({ id: order.order_id, order_number: order.order_number, financial_status: 'paid', cancellable: true });
    expect(detail.lines).toEqual([
      expect.objectContaining({ product_id: sellerA.product.id, quantity: 2, shop: { id: sellerA.shopId, name: sellerA.shopName } }),
      expect.objectContaining({ product_id: sellerB.product.id, quantity: 1, shop: { id: sellerB.shopId, name: sellerB.shopName } }),
    ]);
    expect(detail.payments).toEqual([
      expect.objectContaining({ method: 'card', status: 'completed', card_last4: '4081', amount: order.total_amount, processed_at: expect.any(String) }),
    ]);
    expect(detail.payments[0].provider).toEqual(expect.any(String));
    expect(detail.shipments).toHaveLength(2);
    expect(detail.shipments[0]).toMatchObject({ state: 'pending', events: [{ step: 'pending', note: null, at: expect.any(String) }] });
    const texts = detail.history.map((h: { text: string }) => h.text);
    expect(texts[0]).toBe('Order placed');
    expect(texts.some((t: string) => /Card payment of .* completed/.test(t))).toBe(true);
    expect(texts).toContain(`${sellerA.shopName}: pending`);
  });

  it('is a 404 for an order that does not exist', async () => {
    expect((await asAdmin('GET', '/admin/orders/999999999')).status).toBe(404);
    expect((await asAdmin('GET', '/admin/orders/abc')).status).toBe(404);
  });
});

describe('POST /admin/orders/{id}/cancel', () => {
  it('returns the stock, refunds the whole order to the card that paid, mails the buyer and the shops, and is audited', async () => {
    const buyer = await api.createUser({ name: 'Canceled Buyer' });
    const order = await placeOrder(buyer);
    const stockA = (await readProduct(api.db, sellerA.product.id)).stock;
    const stockB = (await readProduct(api.db, sellerB.product.id)).stock;
    const res = await asAdmin('POST', `/admin/orders/${order.order_id}/cancel`, { reason: 'The buyer asked by phone.' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order canceled.');
    expect(res.body.data).toMatchObject({ order_status: 'Canceled', financial_status: 'refunded', cancellable: false });
    expect(res.body.data.shipments.map((s: { state: string }) => s.state)).toEqual(['canceled', 'canceled']);
    expect(res.body.data.history).toContainEqual({
      at: expect.any(String),
      kind: 'admin',
      text: 'Canceled by the marketplace (Pending to Canceled): The buyer asked by phone.',
      by: admin.email,
    });

    expect((await readProduct(api.db, sellerA.product.id)).stock).toBe(stockA + 2);
    expect((await readProduct(api.db, sellerB.product.id)).stock).toBe(stockB + 1);
    expect(await walletOf(buyer.id)).toBe(0);
    expect(await refundedTo(buyer, order.order_id)).toEqual({ card: order.total_amount });
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({
      order_status: 'Canceled',
      financial_status: 'refunded',
      invoice: { status: 'Refunded' },
    });

    const mail = (await mailsTo(api, buyer.email)).find((m) => m.subject === `Your order ${order.order_number} was canceled`);
    expect(mail?.body).toContain('The buyer asked by phone.');
    expect(mail?.body).toContain(`We are refunding Ksh`);
    for (const seller of [sellerA, sellerB]) {
      const told = (await mailsTo(api, seller.email)).find((m) => m.subject === `Order ${order.order_number} was canceled by the marketplace`);
      expect(told?.body).toContain('Please do not ship them.');
    }

    expect(await auditOf(order.order_id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'order.cancel',
        before: { order_status: 'Pending', financial_status: 'paid' },
        after: { order_status: 'Canceled', financial_status: 'refunded', refund: order.total_amount },
        reason: 'The buyer asked by phone.',
      }),
    ]);
  });

  it('answers a retry with 409 and changes nothing again', async () => {
    const buyer = await api.createUser();
    const order = await placeOrder(buyer);
    expect((await asAdmin('POST', `/admin/orders/${order.order_id}/cancel`, { reason: 'Duplicate order.' })).status).toBe(200);
    const stock = (await readProduct(api.db, sellerA.product.id)).stock;
    const again = await asAdmin('POST', `/admin/orders/${order.order_id}/cancel`, { reason: 'Duplicate order.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already canceled.');
    expect((await readProduct(api.db, sellerA.product.id)).stock).toBe(stock);
    expect(await refundedTo(buyer, order.order_id)).toEqual({ card: order.total_amount });
    expect(await auditOf(order.order_id)).toHaveLength(1);
  });

  it('is refused (409) once part of the order has shipped, and changes nothing', async () => {
    const buyer = await api.createUser();
    const order = await placeOrder(buyer);
    const [a] = await api.db
      .select()
      .from(fulfilments)
      .where(and(eq(fulfilments.orderId, order.order_id), eq(fulfilments.shopId, sellerA.shopId)));
    await api.request('POST', `/seller/orders/${a.id}/accept`, { token: sellerA.token });
    expect((await api.request('POST', `/seller/orders/${a.id}/ship`, { token: sellerA.token, body: { carrier: 'G4S', tracking_number: 'T1' } })).status).toBe(
      200,
    );
    const stock = (await readProduct(api.db, sellerB.product.id)).stock;
    expect((await asAdmin('GET', `/admin/orders/${order.order_id}`)).body.data.cancellable).toBe(false);
    const res = await asAdmin('POST', `/admin/orders/${order.order_id}/cancel`, { reason: 'Too late.' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Part of this order has already shipped, so it can no longer be canceled.');
    expect((await readProduct(api.db, sellerB.product.id)).stock).toBe(stock);
    expect(await walletOf(buyer.id)).toBe(0);
    expect(await auditOf(order.order_id)).toEqual([]);
  });

  it('voids an unpaid order: stock back, nothing refunded, the buyer told nothing was charged', async () => {
    const buyer = await api.createUser();
    const order = await placeOrder(buyer, { paid: false, lines: [{ product: sellerA.product, quantity: 3 }] });
    const stock = (await readProduct(api.db, sellerA.product.id)).stock;
    const res = await asAdmin('POST', `/admin/orders/${order.order_id}/cancel`, { reason: 'A test order.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ order_status: 'Canceled', financial_status: 'voided', payment_due_at: null });
    expect((await readProduct(api.db, sellerA.product.id)).stock).toBe(stock + 3);
    expect(await walletOf(buyer.id)).toBe(0);
    const mail = (await mailsTo(api, buyer.email)).find((m) => m.subject === `Your order ${order.order_number} was canceled`);
    expect(mail?.body).toContain('Nothing was charged for it.');
    // The shop never saw an unpaid order, so it is not told.
    expect((await mailsTo(api, sellerA.email)).some((m) => m.subject.includes(order.order_number))).toBe(false);
  });

  it('needs a reason of at most 500 characters (422), and a real order (404)', async () => {
    const buyer = await api.createUser();
    const order = await placeOrder(buyer, { paid: false, lines: [{ product: sellerA.product, quantity: 1 }] });
    const none = await asAdmin('POST', `/admin/orders/${order.order_id}/cancel`, { reason: '   ' });
    expect(none.status).toBe(422);
    expect(none.body.data.reason).toEqual(['Please say why the order is canceled.']);
    const long = await asAdmin('POST', `/admin/orders/${order.order_id}/cancel`, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect(long.body.data.reason).toEqual(['Reason may not be longer than 500 characters.']);
    expect((await asAdmin('POST', '/admin/orders/999999999/cancel', { reason: 'Gone.' })).status).toBe(404);
    expect(await auditOf(order.order_id)).toEqual([]);
  });
});

describe('the overlapping admin writes kept (point 5)', () => {
  it("PATCH /admin/orders/{id}/status records 'order.status'", async () => {
    const buyer = await api.createUser();
    const order = await placeOrder(buyer);
    expect((await asAdmin('PATCH', `/admin/orders/${order.order_id}/status`, { status: 'Shipped' })).status).toBe(200);
    expect(await auditOf(order.order_id)).toEqual([
      expect.objectContaining({ action: 'order.status', before: { status: 'Pending' }, after: { status: 'Shipped' } }),
    ]);
  });

  it("an admin's PATCH /products/{id} records 'product.update' with the fields before and after; the shop's own does not", async () => {
    const before = await readProduct(api.db, sellerB.product.id);
    expect((await asAdmin('PATCH', `/products/${before.id}`, { stock: before.stock + 5 })).status).toBe(200);
    expect((await api.request('PATCH', `/products/${before.id}`, { token: sellerB.token, body: { stock: before.stock } })).status).toBe(200);
    const entries = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'product'), eq(auditLog.targetId, before.id)));
    expect(entries).toEqual([
      expect.objectContaining({ action: 'product.update', actorId: admin.id, before: { stock: before.stock }, after: { stock: before.stock + 5 } }),
    ]);
  });
});
