import { count, desc, eq } from 'drizzle-orm';
import { orders, payments, transactions } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/demo';
import { testApiForFile } from './harness';
import { demoToken, nullOrString, orderPayload, pickProducts } from './commerce-fixtures';
import { payByCard } from './payments-fixtures';

const api = testApiForFile();
let buyer: { id: number; token: string };
let buyer2: { id: number; token: string };

beforeAll(async () => {
  buyer = await demoToken(api.db, 'buyer');
  buyer2 = await demoToken(api.db, 'buyer2');
});

async function countRows(table: typeof orders | typeof payments | typeof transactions, userId: number): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row.n;
}

describe('account history needs a signed-in buyer', () => {
  it.each(['/orders', '/orders/1', '/orders/track/ORD-2026-000001', '/payments', '/transactions'])('GET %s answers 401 without a token', async (url) => {
    const res = await api.request('GET', url);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', message: 'Unauthenticated.', data: null });
  });
});

describe('GET /orders', () => {
  it("lists the demo buyer's seeded orders, newest first, and nobody else's", async () => {
    const res = await api.request('GET', '/orders', { token: buyer.token });
    expect(res.status).toBe(200);
    const page = res.body.data;
    const total = await countRows(orders, buyer.id);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(page).toMatchObject({ current_page: 1, per_page: 10, total, last_page: Math.ceil(total / 10) });
    const mine = await api.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.id));
    const mineIds = new Set(mine.map((o) => o.id));
    for (const row of page.data) {
      expect(mineIds.has(row.order_id)).toBe(true);
      expect(row).toEqual({
        order_id: expect.any(Number),
        order_number: expect.any(String),
        buyer: { name: DEMO_USERS.buyer.name },
        order_status: expect.any(String),
        financial_status: expect.stringMatching(/^(paid|refunded)$/),
        total_amount: expect.any(Number),
        currency: 'KES',
        created_at: expect.any(String),
        item_count: expect.any(Number),
        returnable: expect.any(Boolean),
      });
      expect(row.item_count).toBeGreaterThan(0);
    }
    const dates = page.data.map((o: { created_at: string }) => Date.parse(o.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages with page and per_page', async () => {
    const total = await countRows(orders, buyer.id);
    const first = await api.request('GET', '/orders?page=1&per_page=2', { token: buyer.token });
    const second = await api.request('GET', '/orders?page=2&per_page=2', { token: buyer.token });
    expect(first.body.data).toMatchObject({ current_page: 1, per_page: 2, total, last_page: Math.ceil(total / 2) });
    expect(first.body.data.data).toHaveLength(2);
    expect(second.body.data.current_page).toBe(2);
    const ids = [...first.body.data.data, ...second.body.data.data].map((o: { order_id: number }) => o.order_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers an empty page for a buyer with no orders', async () => {
    const { token } = await api.createUser();
    const res = await api.request('GET', '/orders', { token });
    expect(res.body.data).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 });
  });

  it.each(['page=0', 'page=abc', 'page=1.5', 'per_page=0', 'per_page=51'])('answers 422 for %s', async (query) => {
    const res = await api.request('GET', `/orders?${query}`, { token: buyer.token });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
  });

  it('counts the items of a new order and puts it first', async () => {
    const { token } = await api.createUser();
    const [a, b] = await pickProducts(api.db, 2, { minStock: 20 });
    await api.request('POST', '/shopify/order', { token, body: orderPayload([{ product: a, quantity: 1 }]) });
    const placed = await api.request('POST', '/shopify/order', {
      token,
      body: orderPayload([
        { product: a, quantity: 2 },
        { product: b, quantity: 1 },
      ]),
    });
    const res = await api.request('GET', '/orders', { token });
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.data[0]).toMatchObject({
      order_id: placed.body.data.order.order_id,
      order_number: placed.body.data.order.order_number,
      order_status: 'Pending',
      total_amount: placed.body.data.order.total_amount,
      item_count: 3,
    });
  });
});

describe('GET /orders/{id} on seeded orders', () => {
  it("shows the demo buyer's order with its items, payment and invoice", async () => {
    const [latest] = await api.db.select().from(orders).where(eq(orders.userId, buyer.id)).orderBy(desc(orders.id)).limit(1);
    const res = await api.request('GET', `/orders/${latest.id}`, { token: buyer.token });
    expect(res.status).toBe(200);
    const { order } = res.body.data;
    expect(order).toMatchObject({
      order_id: latest.id,
      order_number: latest.orderNumber,
      order_status: latest.orderStatus,
      buyer: { name: DEMO_USERS.buyer.name, email: DEMO_USERS.buyer.email },
      total_amount: latest.totalAmount,
      currency: 'KES',
    });
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.items[0]).toEqual({
      product_id: expect.any(Number),
      name: expect.any(String),
      sku: expect.any(String),
      quantity: expect.any(Number),
      unit_price: expect.any(Number),
      line_total: expect.any(Number),
      image_url: nullOrString(),
    });
    // Seeded history is paid: its newest attempt is the completed one, with a receipt, and the invoice
    // says Paid (Refunded for the order whose return was approved).
    expect(order.payment).toMatchObject({
      order_id: latest.id,
      status: 'completed',
      payment_status: 'completed',
      payment_processor: expect.stringMatching(/^(M-Pesa|Card)$/),
      receipt_number: expect.any(String),
      processed_at: expect.any(String),
    });
    expect(order).toMatchObject({ financial_status: expect.stringMatching(/^(paid|refunded)$/), can_pay: false, payment_due_at: null });
    expect(order.invoice).toEqual({ invoice_number: expect.any(String), status: order.financial_status === 'refunded' ? 'Refunded' : 'Paid' });
  });

  it("answers 404 for buyer2's order, to the demo buyer", async () => {
    const [theirs] = await api.db.select().from(orders).where(eq(orders.userId, buyer2.id)).limit(1);
    expect(theirs).toBeDefined();
    const res = await api.request('GET', `/orders/${theirs.id}`, { token: buyer.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Order not found');
  });
});

describe('GET /orders/track/{order_number} on seeded orders', () => {
  it("tracks the demo buyer's order by its number, in lower case too", async () => {
    const [mine] = await api.db.select().from(orders).where(eq(orders.userId, buyer.id)).limit(1);
    const res = await api.request('GET', `/orders/track/${encodeURIComponent(mine.orderNumber.toLowerCase())}`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data.order.order_id).toBe(mine.id);
    expect(res.body.data.tracking.steps.map((s: { label: string }) => s.label)).toEqual(['Pending', 'Shipped', 'Delivered']);
    expect(res.body.data.tracking.steps[0]).toMatchObject({ done: true, date: mine.createdAt.toISOString() });
  });

  it("does not track buyer2's order for the demo buyer", async () => {
    const [theirs] = await api.db.select().from(orders).where(eq(orders.userId, buyer2.id)).limit(1);
    const res = await api.request('GET', `/orders/track/${encodeURIComponent(theirs.orderNumber)}`, { token: buyer.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Order not found. Please check your order number.');
  });
});

describe('GET /payments', () => {
  it("lists only the caller's payments, with their order numbers", async () => {
    const res = await api.request('GET', '/payments', { token: buyer.token });
    expect(res.status).toBe(200);
    const total = await countRows(payments, buyer.id);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(res.body.data).toMatchObject({ current_page: 1, per_page: 10, total });
    const mine = await api.db.select({ id: orders.id, number: orders.orderNumber }).from(orders).where(eq(orders.userId, buyer.id));
    const numbers = new Map(mine.map((o) => [o.id, o.number]));
    for (const payment of res.body.data.data) {
      expect(payment).toMatchObject({
        payment_id: expect.any(Number),
        order_id: expect.any(Number),
        order_number: numbers.get(payment.order_id),
        amount: expect.any(Number),
        currency: 'KES',
        payment_status: expect.stringMatching(/^(pending|completed|failed)$/),
        payment_processor: expect.stringMatching(/^(M-Pesa|Card)$/),
        processed_at: nullOrString(),
        receipt_number: nullOrString(),
        failure_reason: nullOrString(),
      });
      expect(payment.status).toBe(payment.payment_status);
    }
  });

  it("shows a new buyer's payment once they pay, not before, and none of the demo buyer's", async () => {
    const { token } = await api.createUser();
    expect((await api.request('GET', '/payments', { token })).body.data).toMatchObject({ data: [], total: 0 });
    const [product] = await pickProducts(api.db, 1, { minStock: 20, skip: 3 });
    const placed = await api.request('POST', '/shopify/order', { token, body: orderPayload([{ product, quantity: 1 }]) });
    expect((await api.request('GET', '/payments', { token })).body.data).toMatchObject({ data: [], total: 0 });
    const { order } = placed.body.data;
    expect((await payByCard(api, token, order.order_id)).status).toBe('completed');
    const res = await api.request('GET', '/payments', { token });
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.data[0]).toMatchObject({
      order_id: order.order_id,
      order_number: order.order_number,
      amount: order.total_amount,
      currency: 'KES',
      payment_status: 'completed',
      payment_processor: 'Card',
      card_last4: '4081',
    });
  });

  it('answers 422 for a bad page', async () => {
    const res = await api.request('GET', '/payments?page=-1', { token: buyer.token });
    expect(res.status).toBe(422);
  });
});

describe('GET /transactions', () => {
  it("answers the caller's transactions as a plain list, newest first, linking to the order page", async () => {
    const res = await api.request('GET', '/transactions', { token: buyer.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data).toHaveLength(await countRows(transactions, buyer.id));
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    const mine = await api.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.id));
    const orderIds = new Set(mine.map((o) => o.id));
    for (const txn of res.body.data) {
      expect(txn).toEqual({
        id: expect.any(String),
        dateTime: expect.any(String),
        amount: expect.any(Number),
        accountNo: expect.any(String),
        phone: nullOrString(),
        status: expect.stringMatching(/^(completed|pending|failed)$/),
        viewUrl: nullOrString(/^\/order\/\d+$/),
        processor: nullOrString(/^(M-Pesa|Card)$/),
        receipt_number: nullOrString(),
        payment_id: txn.payment_id === null ? null : expect.any(Number),
      });
      if (txn.viewUrl) expect(orderIds.has(Number(txn.viewUrl.split('/').pop()))).toBe(true);
    }
    const dates = res.body.data.map((t: { dateTime: string }) => Date.parse(t.dateTime));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("never shows buyer2's transactions to the demo buyer", async () => {
    const theirs = await api.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.userId, buyer2.id));
    expect(theirs.length).toBeGreaterThan(0);
    const res = await api.request('GET', '/transactions', { token: buyer.token });
    const shown = new Set(res.body.data.map((t: { id: string }) => t.id));
    for (const { id } of theirs) expect(shown.has(id)).toBe(false);
  });

  it("shows a new order's payment attempt as a transaction with the link to its page", async () => {
    const { token } = await api.createUser();
    expect((await api.request('GET', '/transactions', { token })).body.data).toEqual([]);
    const [product] = await pickProducts(api.db, 1, { minStock: 20, skip: 4 });
    const placed = await api.request('POST', '/shopify/order', { token, body: orderPayload([{ product, quantity: 1 }]) });
    const { order } = placed.body.data;
    // Placing the order is no payment yet.
    expect((await api.request('GET', '/transactions', { token })).body.data).toEqual([]);
    const declined = await payByCard(api, token, order.order_id, 'declined');
    const res = await api.request('GET', '/transactions', { token });
    expect(res.body.data).toEqual([
      {
        id: expect.stringMatching(/^TXN-/),
        dateTime: declined.created_at,
        amount: order.total_amount,
        accountNo: order.order_number,
        phone: null,
        status: 'failed',
        viewUrl: `/order/${order.order_id}`,
        processor: 'Card',
        receipt_number: null,
        payment_id: declined.payment_id,
      },
    ]);
  });

  it('answers 422 for a bad limit', async () => {
    const res = await api.request('GET', '/transactions?limit=0', { token: buyer.token });
    expect(res.status).toBe(422);
  });
});
