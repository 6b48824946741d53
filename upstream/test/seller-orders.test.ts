// One fulfilment per shop (issue 32): an order with pieces from two shops, paid, is fulfilled by
// each shop for its own lines; each seller sees and moves only theirs, a cancel gives back stock
// and money, the order's status follows its fulfilments, and the buyer can confirm receipt.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { fulfilmentEvents, fulfilments, notificationSettings, orders, products, shops, walletMovements } from '../src/db/schema';
import { createOrder } from './account-fixtures';
import { refundsLanded } from './money-fixtures';
import { testApiForFile } from './harness';
import { orderPayload, readProduct, type TestProduct } from './commerce-fixtures';
import { payByCard, getOrder, mailsTo } from './payments-fixtures';
import { pdfText } from './pdf-text';

const api = testApiForFile();

interface Seller {
  id: number;
  email: string;
  token: string;
  shopId: number;
  product: TestProduct;
}

let sellerA: Seller;
let sellerB: Seller;

/** A new seller who owns the shop of a stocked product (two different shops for A and B). */
async function sellerOfShop(exceptShop?: number): Promise<Seller> {
  const [row] = await api.db
    .select({ id: products.id, shopId: products.shopId })
    .from(products)
    .where(exceptShop ? and(ne(products.shopId, exceptShop), eq(products.isDigital, false)) : eq(products.isDigital, false))
    .orderBy(products.id)
    .limit(1);
  // Plenty of stock for every test of the file.
  await api.db.update(products).set({ stock: 500 }).where(eq(products.shopId, row.shopId));
  const user = await api.createUser({ userType: 'seller' });
  await api.db.update(shops).set({ ownerId: user.id }).where(eq(shops.id, row.shopId));
  return { id: user.id, email: user.email, token: user.token, shopId: row.shopId, product: await readProduct(api.db, row.id) };
}

beforeAll(async () => {
  sellerA = await sellerOfShop();
  sellerB = await sellerOfShop(sellerA.shopId);
});

/** A buyer's paid order with two of A's product and one of B's; answers the order and each shop's fulfilment id. */
async function paidTwoShopOrder(options: { buyer?: Awaited<ReturnType<typeof api.createUser>> } = {}) {
  const buyer = options.buyer ?? (await api.createUser());
  const placed = await api.request('POST', '/shopify/order', {
    token: buyer.token,
    body: orderPayload([
      { product: sellerA.product, quantity: 2 },
      { product: sellerB.product, quantity: 1 },
    ]),
  });
  expect(placed.status).toBe(201);
  const order = placed.body.data.order;
  const paid = await payByCard(api, buyer.token, order.order_id);
  expect(paid.status).toBe('completed');
  const rows = await api.db.select().from(fulfilments).where(eq(fulfilments.orderId, order.order_id));
  const idOf = (shopId: number) => rows.find((f) => f.shopId === shopId)!.id;
  return { buyer, order, a: idOf(sellerA.shopId), b: idOf(sellerB.shopId) };
}

const post = (path: string, token: string, body?: unknown) => api.request('POST', path, { token, body });

/** Both shops accept and ship their parts (tracking numbers T{fulfilment id}). */
async function shipBoth(a: number, b: number) {
  for (const [id, seller] of [
    [a, sellerA],
    [b, sellerB],
  ] as const) {
    await post(`/seller/orders/${id}/accept`, seller.token);
    await post(`/seller/orders/${id}/ship`, seller.token, { carrier: 'G4S', tracking_number: `T${id}` });
  }
}

describe('fulfilments of a two-shop order', () => {
  it('are opened, one per shop, pending, when the order is placed, and shown on the buyer order', async () => {
    const { buyer, order, a, b } = await paidTwoShopOrder();
    expect(a).not.toBe(b);
    const detail = await getOrder(api, buyer.token, order.order_id);
    expect(detail.fulfilments).toHaveLength(2);
    expect(detail.fulfilments[0]).toMatchObject({
      id: expect.any(Number),
      shop: { id: expect.any(Number), name: expect.any(String), slug: expect.any(String) },
      state: 'pending',
      carrier: null,
      tracking_number: null,
      events: [{ step: 'pending', at: expect.any(String) }],
    });
  });

  it('e-mail each seller once the order is paid, with their own lines and SKUs', async () => {
    const before = (await mailsTo(api, sellerA.email)).length;
    const { order } = await paidTwoShopOrder();
    const mails = (await mailsTo(api, sellerA.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(order.order_number);
    expect(mails[0].body).toContain(sellerA.product.sku);
    expect(mails[0].body).not.toContain(sellerB.product.sku);
  });
});

describe('GET /seller/orders', () => {
  it("lists only the seller's own shop's paid fulfilments, newest first, new ones marked", async () => {
    const { order, a } = await paidTwoShopOrder();
    const res = await api.request('GET', '/seller/orders?per_page=5', { token: sellerA.token });
    expect(res.status).toBe(200);
    expect(res.body.data.data[0]).toMatchObject({
      id: a,
      order_id: order.order_id,
      order_number: order.order_number,
      state: 'pending',
      is_new: true,
      item_count: 2,
      total: sellerA.product.price * 2,
    });
    const theirs = await api.request('GET', '/seller/orders?per_page=100', { token: sellerB.token });
    expect(theirs.body.data.data.map((f: { id: number }) => f.id)).not.toContain(a);
  });

  it('does not list a fulfilment of an unpaid order', async () => {
    const buyer = await api.createUser();
    const placed = await api.request('POST', '/shopify/order', { token: buyer.token, body: orderPayload([{ product: sellerA.product, quantity: 1 }]) });
    const res = await api.request('GET', '/seller/orders?per_page=100', { token: sellerA.token });
    expect(res.body.data.data.map((f: { order_id: number }) => f.order_id)).not.toContain(placed.body.data.order.order_id);
  });

  it('filters by state and pages', async () => {
    const { a } = await paidTwoShopOrder();
    await post(`/seller/orders/${a}/accept`, sellerA.token);
    const accepted = await api.request('GET', '/seller/orders?state=accepted&per_page=1', { token: sellerA.token });
    expect(accepted.body.data).toMatchObject({ current_page: 1, per_page: 1 });
    expect(accepted.body.data.data).toEqual([expect.objectContaining({ id: a, state: 'accepted', is_new: false })]);
    const bad = await api.request('GET', '/seller/orders?state=lost', { token: sellerA.token });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('state must be one of pending, accepted, shipped, delivered, canceled.');
  });

  it('answers a buyer 403 and a stranger 401', async () => {
    const buyer = await api.createUser();
    expect((await api.request('GET', '/seller/orders', { token: buyer.token })).status).toBe(403);
    expect((await api.request('GET', '/seller/orders')).status).toBe(401);
  });
});

describe('GET /seller/orders/{id}', () => {
  it("shows the order number, the buyer's name and address, and only the shop's lines with SKU", async () => {
    const { buyer, order, a } = await paidTwoShopOrder();
    const res = await api.request('GET', `/seller/orders/${a}`, { token: sellerA.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: a,
      order_number: order.order_number,
      buyer: { name: expect.any(String) },
      shipping_address: { address1: 'Moi Avenue 12', city: 'Nairobi' },
      lines: [{ product_id: sellerA.product.id, sku: sellerA.product.sku, quantity: 2 }],
      events: [{ step: 'pending', note: null, at: expect.any(String) }],
    });
    expect(res.body.data.buyer.name).toBeTruthy();
    expect(buyer.email).not.toBe(res.body.data.buyer.name);
  });

  it("answers another shop's fulfilment, and a bad id, 404", async () => {
    const { b } = await paidTwoShopOrder();
    const theirs = await api.request('GET', `/seller/orders/${b}`, { token: sellerA.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Order not found');
    expect((await api.request('GET', '/seller/orders/abc', { token: sellerA.token })).status).toBe(404);
  });
});

describe('GET /seller/orders/{id}/packing-slip', () => {
  it("is a PDF with the order number, the buyer's name and address, and the shop's lines with SKU", async () => {
    const { order, a } = await paidTwoShopOrder();
    const res = await api.app.request(`/seller/orders/${a}/packing-slip`, { headers: { authorization: `Bearer ${sellerA.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="packing-slip-${order.order_number}.pdf"`);
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).flat().join('\n');
    expect(text).toContain(`Order: ${order.order_number}`);
    expect(text).toContain('Moi Avenue 12');
    expect(text).toContain(sellerA.product.sku);
    expect(text).not.toContain(sellerB.product.sku);
  });

  it("answers another shop's 404 and a buyer 403", async () => {
    const { buyer, b } = await paidTwoShopOrder();
    expect((await api.request('GET', `/seller/orders/${b}/packing-slip`, { token: sellerA.token })).status).toBe(404);
    expect((await api.request('GET', `/seller/orders/${b}/packing-slip`, { token: buyer.token })).status).toBe(403);
  });
});

describe('the steps', () => {
  it('accept, ship with tracking, deliver: each dated, the order following, the buyer e-mailed', async () => {
    const { buyer, order, a, b } = await paidTwoShopOrder();
    const accepted = await post(`/seller/orders/${a}/accept`, sellerA.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ message: 'Order accepted.', data: { state: 'accepted', is_new: false } });

    const shipped = await post(`/seller/orders/${a}/ship`, sellerA.token, { carrier: ' G4S ', tracking_number: 'G4S-123' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({ state: 'shipped', carrier: 'G4S', tracking_number: 'G4S-123' });
    expect(shipped.body.data.events.map((e: { step: string }) => e.step)).toEqual(['pending', 'accepted', 'shipped']);
    // One shop shipped of two: the order is not Shipped yet.
    expect((await getOrder(api, buyer.token, order.order_id)).order_status).toBe('Pending');
    const shippedMail = (await mailsTo(api, buyer.email)).find((m) => m.subject === `Your order ${order.order_number} has shipped`);
    expect(shippedMail?.body).toContain('Tracking number: G4S-123');

    await post(`/seller/orders/${b}/accept`, sellerB.token);
    await post(`/seller/orders/${b}/ship`, sellerB.token, { carrier: 'Wells Fargo', tracking_number: 'WF-9' });
    const both = await getOrder(api, buyer.token, order.order_id);
    expect(both.order_status).toBe('Shipped');
    expect(both.fulfilments.map((f: { tracking_number: string }) => f.tracking_number).sort()).toEqual(['G4S-123', 'WF-9']);

    const delivered = await post(`/seller/orders/${a}/deliver`, sellerA.token);
    expect(delivered.body.data.state).toBe('delivered');
    expect((await getOrder(api, buyer.token, order.order_id)).order_status).toBe('Shipped');
    await post(`/seller/orders/${b}/deliver`, sellerB.token);
    expect((await getOrder(api, buyer.token, order.order_id)).order_status).toBe('Delivered');
    const subjects = (await mailsTo(api, buyer.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s === `Your order ${order.order_number} was delivered`)).toHaveLength(2);

    // Delivery opens the returns window.
    const ret = await post('/returns', buyer.token, { order_id: order.order_id, reason: 'Not as described' });
    expect(ret.status).toBe(201);
  });

  it('refuses steps out of order with 409 and a message', async () => {
    const { a } = await paidTwoShopOrder();
    const early = await post(`/seller/orders/${a}/ship`, sellerA.token, { carrier: 'G4S', tracking_number: '1' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Please accept this order before shipping it.');
    const deliver = await post(`/seller/orders/${a}/deliver`, sellerA.token);
    expect(deliver.status).toBe(409);
    expect(deliver.body.message).toBe('This order has not been shipped yet, so it cannot be delivered.');
    await post(`/seller/orders/${a}/accept`, sellerA.token);
    const again = await post(`/seller/orders/${a}/accept`, sellerA.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already accepted.');
    await post(`/seller/orders/${a}/ship`, sellerA.token, { carrier: 'G4S', tracking_number: '1' });
    const late = await post(`/seller/orders/${a}/cancel`, sellerA.token, { reason: 'Changed my mind' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This order has already been shipped, so it can no longer be canceled.');
  });

  it('refuses bad input with 422 and a message', async () => {
    const { a } = await paidTwoShopOrder();
    await post(`/seller/orders/${a}/accept`, sellerA.token);
    const blank = await post(`/seller/orders/${a}/ship`, sellerA.token, { carrier: '  ', tracking_number: 'X' });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe('Please enter the carrier.');
    const long = await post(`/seller/orders/${a}/ship`, sellerA.token, { carrier: 'G4S', tracking_number: 'x'.repeat(101) });
    expect(long.status).toBe(422);
    expect(long.body.message).toBe('Tracking number may not be longer than 100 characters.');
    const noReason = await post(`/seller/orders/${a}/cancel`, sellerA.token, {});
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe('Please say why the order is canceled.');
    expect((await post(`/seller/orders/${a}/ship`, sellerA.token, [])).status).toBe(422);
  });

  it("answers another shop's steps 404 and a buyer's 403, changing nothing", async () => {
    const { buyer, b } = await paidTwoShopOrder();
    const theirs = await post(`/seller/orders/${b}/accept`, sellerA.token);
    expect(theirs.status).toBe(404);
    expect((await post(`/seller/orders/${b}/cancel`, sellerA.token, { reason: 'x' })).status).toBe(404);
    expect((await post(`/seller/orders/${b}/accept`, buyer.token)).status).toBe(403);
    const [row] = await api.db.select().from(fulfilments).where(eq(fulfilments.id, b));
    expect(row.state).toBe('pending');
  });

  it('cancel before shipping returns the stock, refunds the lines to the card that paid, and e-mails the buyer', async () => {
    const { buyer, order, a, b } = await paidTwoShopOrder();
    const stockBefore = (await readProduct(api.db, sellerA.product.id)).stock;
    await post(`/seller/orders/${a}/accept`, sellerA.token);
    const canceled = await post(`/seller/orders/${a}/cancel`, sellerA.token, { reason: 'The kiln broke' });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ state: 'canceled', cancel_reason: 'The kiln broke', refund: sellerA.product.price * 2 });
    expect((await readProduct(api.db, sellerA.product.id)).stock).toBe(stockBefore + 2);
    // Back to the card that paid (the test card's refund is done at once), not to the wallet.
    expect(await api.db.select().from(walletMovements).where(eq(walletMovements.userId, buyer.id))).toEqual([]);
    await refundsLanded(api, order.order_id);
    expect((await getOrder(api, buyer.token, order.order_id)).refunds).toEqual([
      expect.objectContaining({
        cause: 'cancel',
        method: 'card',
        status: 'completed',
        amount: sellerA.product.price * 2,
        destination: expect.stringMatching(/^card ending \d{4}$/),
      }),
    ]);
    const after = await getOrder(api, buyer.token, order.order_id);
    expect(after).toMatchObject({ financial_status: 'partially_refunded', order_status: 'Pending' });
    const mail = (await mailsTo(api, buyer.email)).find((m) => m.subject === `Part of your order ${order.order_number} was canceled`);
    expect(mail?.body).toContain('The kiln broke');
    expect(mail?.body).toContain(`We are refunding Ksh`);
    // Anything after a cancel is refused.
    const again = await post(`/seller/orders/${a}/accept`, sellerA.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order was canceled, so it cannot be changed.');

    // The other shop still sees and fulfils its part; when it cancels too, the order is Canceled and fully refunded.
    await post(`/seller/orders/${b}/cancel`, sellerB.token, { reason: 'Sold out' });
    const all = await getOrder(api, buyer.token, order.order_id);
    expect(all).toMatchObject({ order_status: 'Canceled', financial_status: 'refunded', invoice: { status: 'Refunded' } });
    const refunded = (await getOrder(api, buyer.token, order.order_id)).refunds as { amount: number; method: string }[];
    expect(refunded.map((r) => r.method)).toEqual(['card', 'card']);
    const total = refunded.reduce((sum, r) => sum + r.amount, 0);
    expect(Math.round(total * 100)).toBe(Math.round(order.total_amount * 100));
  });

  it('a shop shipping while the other canceled makes the order Shipped, then Delivered', async () => {
    const { buyer, order, a, b } = await paidTwoShopOrder();
    await post(`/seller/orders/${a}/cancel`, sellerA.token, { reason: 'Broken' });
    await post(`/seller/orders/${b}/accept`, sellerB.token);
    await post(`/seller/orders/${b}/ship`, sellerB.token, { carrier: 'G4S', tracking_number: 'T' });
    expect((await getOrder(api, buyer.token, order.order_id)).order_status).toBe('Shipped');
    await post(`/seller/orders/${b}/deliver`, sellerB.token);
    expect((await getOrder(api, buyer.token, order.order_id)).order_status).toBe('Delivered');
  });
});

describe('POST /orders/{id}/fulfilments/{fid}/received', () => {
  it("marks the buyer's shipped parcel delivered", async () => {
    const { buyer, order, a, b } = await paidTwoShopOrder();
    const notYet = await post(`/orders/${order.order_id}/fulfilments/${a}/received`, buyer.token);
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('This parcel has not been shipped yet.');
    await shipBoth(a, b);
    const received = await post(`/orders/${order.order_id}/fulfilments/${a}/received`, buyer.token);
    expect(received.status).toBe(200);
    expect(received.body.data).toEqual({ order_status: 'Shipped' });
    const detail = await getOrder(api, buyer.token, order.order_id);
    expect(detail.fulfilments.find((f: { id: number }) => f.id === a).events.map((e: { step: string }) => e.step)).toEqual([
      'pending',
      'accepted',
      'shipped',
      'delivered',
    ]);
    const twice = await post(`/orders/${order.order_id}/fulfilments/${a}/received`, buyer.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This parcel is already delivered.');
    expect((await post(`/orders/${order.order_id}/fulfilments/${b}/received`, buyer.token)).body.data).toEqual({ order_status: 'Delivered' });
    // Track Order shows the same shipments.
    const tracked = await api.request('GET', `/orders/track/${order.order_number}`, { token: buyer.token });
    expect(tracked.body.data.order.fulfilments.map((f: { state: string }) => f.state)).toEqual(['delivered', 'delivered']);
    expect(tracked.body.data.tracking.status).toBe('Delivered');
  });

  it("answers another buyer's order, or a shipment of another order, 404", async () => {
    const { order, a } = await paidTwoShopOrder();
    const other = await api.createUser();
    expect((await post(`/orders/${order.order_id}/fulfilments/${a}/received`, other.token)).status).toBe(404);
    const second = await paidTwoShopOrder();
    expect((await post(`/orders/${second.order.order_id}/fulfilments/${a}/received`, second.buyer.token)).status).toBe(404);
  });
});

describe('the buyer notification settings', () => {
  it('with order updates off, send the buyer none of the parcel mails', async () => {
    const buyer = await api.createUser();
    await api.db.insert(notificationSettings).values({ userId: buyer.id, orderUpdates: false });
    const { order, a } = await paidTwoShopOrder({ buyer });
    await post(`/seller/orders/${a}/accept`, sellerA.token);
    await post(`/seller/orders/${a}/ship`, sellerA.token, { carrier: 'G4S', tracking_number: 'Q' });
    await post(`/seller/orders/${a}/deliver`, sellerA.token);
    const subjects = (await mailsTo(api, buyer.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.includes(order.order_number) && /shipped|delivered|canceled/.test(s))).toBe(false);
  });
});

describe('PATCH /admin/orders/{id}/status', () => {
  it('moves every fulfilment of the order with the order', async () => {
    const { order, a, b } = await paidTwoShopOrder();
    const admin = await api.createUser({ userType: 'admin' });
    const res = await api.request('PATCH', `/admin/orders/${order.order_id}/status`, { token: admin.token, body: { status: 'Delivered' } });
    expect(res.status).toBe(200);
    const rows = await api.db.select().from(fulfilments).where(eq(fulfilments.orderId, order.order_id));
    expect(rows.map((f) => [f.id, f.state]).sort()).toEqual(
      [
        [a, 'delivered'],
        [b, 'delivered'],
      ].sort(),
    );
  });
});

describe('orders from before fulfilments (migration 0014)', () => {
  it("get one fulfilment per shop, its state from the order's status, with dated events", async () => {
    const buyer = await api.createUser();
    const line = (p: TestProduct) => ({ productId: p.id, name: p.name, price: p.price, quantity: 1 });
    const made = {
      delivered: await createOrder(api, buyer.id, { status: 'completed', lines: [line(sellerA.product), line(sellerB.product)] }),
      shipped: await createOrder(api, buyer.id, { status: 'Shipped', lines: [line(sellerA.product)] }),
      canceled: await createOrder(api, buyer.id, { status: 'cancelled', lines: [line(sellerA.product)] }),
      pending: await createOrder(api, buyer.id, { status: 'Pending', lines: [line(sellerA.product)] }),
    };
    await api.db.execute(sql`select open_missing_fulfilments()`);
    const ids = Object.values(made).map((o) => o.id);
    const rows = await api.db.select().from(fulfilments).where(inArray(fulfilments.orderId, ids));
    const statesOf = (orderId: number) => rows.filter((f) => f.orderId === orderId).map((f) => f.state);
    expect(statesOf(made.delivered.id)).toEqual(['delivered', 'delivered']);
    expect(statesOf(made.shipped.id)).toEqual(['shipped']);
    expect(statesOf(made.canceled.id)).toEqual(['canceled']);
    expect(statesOf(made.pending.id)).toEqual(['pending']);
    const [delivered] = await api.db.select().from(orders).where(eq(orders.id, made.delivered.id));
    expect(rows.find((f) => f.orderId === made.delivered.id)!.deliveredAt).toEqual(delivered.updatedAt);
    const events = await api.db
      .select()
      .from(fulfilmentEvents)
      .where(eq(fulfilmentEvents.fulfilmentId, rows.find((f) => f.orderId === made.shipped.id)!.id));
    expect(events.map((e) => e.step)).toEqual(['pending', 'shipped']);
    // Run again, it opens nothing twice.
    await api.db.execute(sql`select open_missing_fulfilments()`);
    expect(await api.db.select().from(fulfilments).where(inArray(fulfilments.orderId, ids))).toHaveLength(rows.length);
  });

  it('were run for the seeded history: every delivered seeded order has only delivered fulfilments (the API orders here are test orders)', async () => {
    const seeded = await api.db
      .select({ status: orders.orderStatus, state: fulfilments.state })
      .from(orders)
      .innerJoin(fulfilments, eq(fulfilments.orderId, orders.id))
      .where(and(eq(orders.isTest, false), sql`${orders.orderNumber} like 'ORD-%'`));
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded.filter((r) => ['delivered', 'completed'].includes(r.status.toLowerCase()))) expect(row.state).toBe('delivered');
  });
});

describe('returns of a two-shop order, part by part as it arrives', () => {
  const ordersPage = async (token: string) => (await api.request('GET', '/orders', { token })).body.data.data as { order_id: number; returnable: boolean }[];
  const returnableOf = async (token: string, orderId: number) => (await ordersPage(token)).find((o) => o.order_id === orderId)?.returnable;

  it('after one shop canceled, the delivered part is returned for what is left of the total, then the order is refunded', async () => {
    const { buyer, order, a, b } = await paidTwoShopOrder();
    const admin = await api.createUser({ userType: 'admin' });
    const canceled = await post(`/seller/orders/${a}/cancel`, sellerA.token, { reason: 'The kiln broke' });
    expect(canceled.status).toBe(200);
    // Nothing arrived yet: nothing to send back.
    expect(await returnableOf(buyer.token, order.order_id)).toBe(false);
    const early = await post('/returns', buyer.token, { order_id: order.order_id, reason: 'Not as described' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This order has not been delivered yet. You can ask to return it once it has arrived.');

    await post(`/seller/orders/${b}/accept`, sellerB.token);
    await post(`/seller/orders/${b}/ship`, sellerB.token, { carrier: 'G4S', tracking_number: 'G4S-1' });
    await post(`/orders/${order.order_id}/fulfilments/${b}/received`, buyer.token);
    expect(await returnableOf(buyer.token, order.order_id)).toBe(true);
    const ret = await post('/returns', buyer.token, { order_id: order.order_id, reason: 'Not as described' });
    expect(ret.status).toBe(201);
    const left = Math.round((order.total_amount - canceled.body.data.refund) * 100) / 100;
    expect(ret.body.data.refund).toBe(left);
    expect(await returnableOf(buyer.token, order.order_id)).toBe(false);

    const approved = await api.request('POST', `/returns/${ret.body.data.id}/approve`, { token: admin.token });
    expect(approved.status).toBe(200);
    // The cancel and the return together gave back the whole order.
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ financial_status: 'refunded', invoice: { status: 'Refunded' } });
    const again = await post('/returns', buyer.token, { order_id: order.order_id, reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order has already been refunded.');
  });

  it('a parcel that arrived is returned while the other is on its way; the other after it arrives', async () => {
    const { buyer, order, a, b } = await paidTwoShopOrder();
    const admin = await api.createUser({ userType: 'admin' });
    await shipBoth(a, b);
    await post(`/seller/orders/${a}/deliver`, sellerA.token);
    // A's part arrived, B's is on its way: the return asks for the order less B's lines.
    const first = await post('/returns', buyer.token, { order_id: order.order_id, reason: 'Cracked' });
    expect(first.status).toBe(201);
    const bLines = sellerB.product.price;
    expect(first.body.data.refund).toBe(Math.round((order.total_amount - bLines) * 100) / 100);
    // One open request at a time.
    const open = await post('/returns', buyer.token, { order_id: order.order_id, reason: 'Again' });
    expect(open.status).toBe(409);
    expect(open.body.message).toBe('A return request for this order is already open.');
    await api.request('POST', `/returns/${first.body.data.id}/approve`, { token: admin.token });
    expect((await getOrder(api, buyer.token, order.order_id)).financial_status).toBe('partially_refunded');
    const nothingLeft = await post('/returns', buyer.token, { order_id: order.order_id, reason: 'Again' });
    expect(nothingLeft.status).toBe(409);
    expect(nothingLeft.body.message).toBe('What has arrived of this order has already been refunded. The rest can be returned once it is delivered.');

    await post(`/orders/${order.order_id}/fulfilments/${b}/received`, buyer.token);
    const second = await post('/returns', buyer.token, { order_id: order.order_id, reason: 'Wrong colour' });
    expect(second.status).toBe(201);
    expect(second.body.data.refund).toBe(bLines);
    await api.request('POST', `/returns/${second.body.data.id}/approve`, { token: admin.token });
    expect((await getOrder(api, buyer.token, order.order_id)).financial_status).toBe('refunded');
  });
});
