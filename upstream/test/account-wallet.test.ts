import { and, eq } from 'drizzle-orm';
import { orders, payments, productReviews, returnRequests, supportTickets, walletMovements } from '../src/db/schema';
import { recordWalletMovement } from '../src/account/wallet';
import { DEMO_USERS } from '../src/seed/demo';
import { testApiForFile } from './harness';
import { createOrder, someProducts, tokenForEmail } from './account-fixtures';
import { nullOrString } from './commerce-fixtures';

const api = testApiForFile();
let admin: { id: number; token: string };

beforeAll(async () => {
  admin = await api.createUser({ userType: 'admin' });
});

const nullOrNumber = () => ({
  asymmetricMatch: (value: unknown) => value === null || typeof value === 'number',
  toAsymmetricMatcher: () => 'null or a number',
});

const movementShape = {
  id: expect.any(Number),
  amount: expect.any(Number),
  kind: expect.stringMatching(/^(refund|credit|debit)$/),
  description: expect.any(String),
  date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  order_number: nullOrString(),
};

/** An order of the buyer with a return request an admin approved through the API. */
async function approvedReturn(buyer: { id: number; token: string }) {
  const order = await createOrder(api, buyer.id);
  const created = await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.id, reason: 'Too small' } });
  expect(created.status).toBe(201);
  const approved = await api.request('POST', `/returns/${created.body.data.id}/approve`, { token: admin.token });
  expect(approved.status).toBe(200);
  return { order, returnId: created.body.data.id as number };
}

describe('GET /wallet', () => {
  it('shows the demo buyer a real balance: the approved return’s refund and a goodwill credit', async () => {
    const { token } = await tokenForEmail(api, DEMO_USERS.buyer.email);
    const res = await api.request('GET', '/wallet', { token });
    expect(res.status).toBe(200);
    const wallet = res.body.data;
    expect(wallet).toEqual({
      balance: expect.any(Number),
      currency: 'KES',
      movements: { data: expect.any(Array), current_page: 1, last_page: 1, per_page: 10, total: 2 },
    });
    for (const movement of wallet.movements.data) expect(movement).toEqual(movementShape);
    const sum = wallet.movements.data.reduce((total: number, m: { amount: number }) => total + m.amount, 0);
    expect(wallet.balance).toBe(sum);
    expect(wallet.balance).toBeGreaterThan(500);

    const returns = (await api.request('GET', '/returns', { token })).body.data;
    const approved = returns.find((r: { status: string }) => r.status === 'Approved');
    expect(approved).toBeDefined();
    const refund = wallet.movements.data.find((m: { kind: string }) => m.kind === 'refund');
    expect(refund).toMatchObject({ amount: approved.refund, order_number: approved.orderId, description: `Refund for returned order ${approved.orderId}` });
    expect(wallet.movements.data[0]).toMatchObject({ kind: 'credit', amount: 500 });
  });

  it('is empty and zero for a new buyer', async () => {
    const buyer = await api.createUser();
    const res = await api.request('GET', '/wallet', { token: buyer.token });
    expect(res.body.data).toEqual({ balance: 0, currency: 'KES', movements: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } });
  });

  it('credits a return’s refund when an admin approves it, once, naming the order', async () => {
    const buyer = await api.createUser();
    const { order, returnId } = await approvedReturn(buyer);
    const res = await api.request('GET', '/wallet', { token: buyer.token });
    expect(res.body.data.balance).toBe(order.total);
    expect(res.body.data.movements.data).toEqual([
      { ...movementShape, amount: order.total, kind: 'refund', description: `Refund for returned order ${order.orderNumber}`, order_number: order.orderNumber },
    ]);
    expect((await api.request('POST', `/returns/${returnId}/approve`, { token: admin.token })).status).toBe(409);
    expect((await api.request('GET', '/wallet', { token: buyer.token })).body.data.balance).toBe(order.total);
  });

  it('credits only one of several approvals of one return sent at once', async () => {
    const buyer = await api.createUser();
    const order = await createOrder(api, buyer.id);
    const { id } = (await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.id, reason: 'x' } })).body.data;
    const results = await Promise.all([1, 2, 3].map(() => api.request('POST', `/returns/${id}/approve`, { token: admin.token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = await api.db.select().from(walletMovements).where(eq(walletMovements.userId, buyer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ returnRequestId: id, orderId: order.id, kind: 'refund', amount: order.total });
  });

  it('credits nothing for a cancelled return, nor another buyer', async () => {
    const buyer = await api.createUser();
    const other = await api.createUser();
    const order = await createOrder(api, buyer.id);
    const { id } = (await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.id, reason: 'x' } })).body.data;
    await api.request('POST', `/returns/${id}/cancel`, { token: buyer.token });
    expect((await api.request('GET', '/wallet', { token: buyer.token })).body.data.balance).toBe(0);
    await approvedReturn(buyer);
    expect((await api.request('GET', '/wallet', { token: other.token })).body.data).toMatchObject({ balance: 0, movements: { total: 0 } });
  });

  it('subtracts debits, lists movements newest first and pages them', async () => {
    const buyer = await api.createUser();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    for (const movement of [
      { userId: buyer.id, amount: 1000, kind: 'credit' as const, description: 'Welcome credit', createdAt: day(1) },
      { userId: buyer.id, amount: -250.5, kind: 'debit' as const, description: 'Paid towards an order', createdAt: day(3) },
      { userId: buyer.id, amount: 99.25, kind: 'credit' as const, description: 'Goodwill', createdAt: day(2) },
    ])
      await recordWalletMovement(api.db, movement);
    const res = await api.request('GET', '/wallet?per_page=2', { token: buyer.token });
    expect(res.body.data.balance).toBe(848.75);
    expect(res.body.data.movements).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(res.body.data.movements.data.map((m: { amount: number }) => m.amount)).toEqual([-250.5, 99.25]);
    const second = await api.request('GET', '/wallet?page=2&per_page=2', { token: buyer.token });
    expect(second.body.data.balance).toBe(848.75);
    expect(second.body.data.movements.data).toEqual([
      { ...movementShape, amount: 1000, kind: 'credit', description: 'Welcome credit', order_number: null, date: day(1).toISOString() },
    ]);
  });

  it('keeps the sign of a movement with its kind, and one refund per return, in the database', async () => {
    const buyer = await api.createUser();
    await expect(api.db.insert(walletMovements).values({ userId: buyer.id, amount: 10, kind: 'debit', description: 'x' })).rejects.toThrow();
    await expect(api.db.insert(walletMovements).values({ userId: buyer.id, amount: -10, kind: 'credit', description: 'x' })).rejects.toThrow();
    await expect(api.db.insert(walletMovements).values({ userId: buyer.id, amount: 0, kind: 'credit', description: 'x' })).rejects.toThrow();
    const { returnId } = await approvedReturn(buyer);
    await expect(
      api.db.insert(walletMovements).values({ userId: buyer.id, amount: 5, kind: 'refund', description: 'again', returnRequestId: returnId }),
    ).rejects.toThrow();
  });

  it('refuses a bad page with a 422 naming it, and answers 401 without a token', async () => {
    const buyer = await api.createUser();
    for (const query of ['page=0', 'page=abc', 'per_page=51']) {
      const res = await api.request('GET', `/wallet?${query}`, { token: buyer.token });
      expect(res.status).toBe(422);
      expect(res.body.status).toBe('error');
    }
    expect((await api.request('GET', '/wallet')).status).toBe(401);
    expect((await api.request('GET', '/wallet', { token: 'bad' })).status).toBe(401);
  });
});

describe('GET /account/summary', () => {
  const activityShape = {
    type: expect.stringMatching(/^(order|payment|ticket|review)$/),
    id: expect.any(Number),
    title: expect.any(String),
    detail: expect.any(String),
    amount: nullOrNumber(),
    status: nullOrString(),
    payment_status: nullOrString(),
    date: expect.any(String),
    href: expect.stringMatching(/^\/(order\/\d+|payments|support|reviews)$/),
  };

  it('answers the same figures without the activity for ?activity=false, and 422 for a bad flag', async () => {
    const { token } = await tokenForEmail(api, DEMO_USERS.buyer.email);
    const [full, counts] = await Promise.all([
      api.request('GET', '/account/summary', { token }),
      api.request('GET', '/account/summary?activity=false', { token }),
    ]);
    expect(counts.status).toBe(200);
    expect(full.body.data.recent_activity.length).toBeGreaterThan(0);
    expect(counts.body.data).toEqual({ ...full.body.data, recent_activity: [] });
    expect((await api.request('GET', '/account/summary?activity=maybe', { token })).status).toBe(422);
  });

  it('gives the demo buyer’s figures, agreeing with the screens that list them', async () => {
    const { token } = await tokenForEmail(api, DEMO_USERS.buyer.email);
    const res = await api.request('GET', '/account/summary', { token });
    expect(res.status).toBe(200);
    const summary = res.body.data;
    const [ordersPage, wishlist, wallet, reviews, tickets] = await Promise.all(
      ['/orders', '/wishlist/ids', '/wallet', '/reviews', '/support-tickets'].map((url) => api.request('GET', url, { token })),
    );
    const ratings = reviews.body.data.map((r: { rating: number }) => r.rating);
    expect(summary).toEqual({
      orders: { total: ordersPage.body.data.total, on_the_way: 2 },
      tickets: { open: tickets.body.data.data.filter((t: { status: string }) => t.status === 'open' || t.status === 'pending').length },
      wishlist: { items: wishlist.body.data.length },
      wallet: { balance: wallet.body.data.balance, currency: 'KES' },
      reviews: { count: ratings.length, average_rating: Math.round((ratings.reduce((a: number, b: number) => a + b, 0) / ratings.length) * 10) / 10 },
      recent_activity: expect.any(Array),
    });
    // The seed's promises: Shipped and Pending are on their way, one ticket open, two reviews.
    expect(summary.orders.total).toBe(4);
    expect(summary.tickets.open).toBe(1);
    expect(summary.reviews).toEqual({ count: 2, average_rating: 4.5 });
    expect(summary.wallet.balance).toBeGreaterThan(0);

    expect(summary.recent_activity).toHaveLength(8);
    for (const item of summary.recent_activity) expect(item).toEqual(activityShape);
    const dates = summary.recent_activity.map((a: { date: string }) => Date.parse(a.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(summary.recent_activity.map((a: { type: string }) => a.type))).toEqual(new Set(['order', 'payment', 'ticket', 'review']));
    const order = summary.recent_activity.find((a: { type: string }) => a.type === 'order');
    expect(order.href).toBe(`/order/${order.id}`);
    // An order says where its money stands beside its status (the seed's orders are all paid).
    expect(order.payment_status).toBe('paid');
    for (const item of summary.recent_activity) if (item.type !== 'order') expect(item.payment_status).toBeNull();
  });

  it('answers zeros, no average and no activity for a new buyer', async () => {
    const buyer = await api.createUser();
    const res = await api.request('GET', '/account/summary', { token: buyer.token });
    expect(res.body.data).toEqual({
      orders: { total: 0, on_the_way: 0 },
      tickets: { open: 0 },
      wishlist: { items: 0 },
      wallet: { balance: 0, currency: 'KES' },
      reviews: { count: 0, average_rating: null },
      recent_activity: [],
    });
  });

  it('counts orders on their way (paid, and not delivered, completed or canceled) and unresolved tickets', async () => {
    const buyer = await api.createUser();
    for (const status of ['Pending', 'Shipped', 'processing', 'Delivered', 'completed', 'Canceled', ' cancelled ']) {
      await createOrder(api, buyer.id, { status, invoice: null });
    }
    // Placed but not paid (or paid too late, or refunded): nothing is on its way for them.
    for (const financialStatus of ['pending', 'voided', 'refund_due', 'refunded']) {
      await createOrder(api, buyer.id, { status: 'Pending', financialStatus, invoice: null });
    }
    await api.request('POST', '/support-tickets', { token: buyer.token, body: { subject: 'Where is it?', message: 'Still waiting.' } });
    await api.db.insert(supportTickets).values([
      { userId: buyer.id, subject: 'Awaiting me', description: 'x', status: 'pending' },
      { userId: buyer.id, subject: 'Done', description: 'x', status: 'closed' },
      { userId: buyer.id, subject: 'Fixed', description: 'x', status: 'resolved' },
    ]);
    const res = await api.request('GET', '/account/summary', { token: buyer.token });
    expect(res.body.data.orders).toEqual({ total: 11, on_the_way: 3 });
    expect(res.body.data.tickets).toEqual({ open: 2 });
  });

  it('averages the buyer’s own ratings to one decimal and counts the wishlist', async () => {
    const buyer = await api.createUser();
    const picked = await someProducts(api, 4, 40);
    // Delivered first: only a buyer who received a product reviews it.
    await createOrder(api, buyer.id, {
      status: 'Delivered',
      invoice: null,
      lines: picked.slice(0, 3).map((p) => ({ productId: p.id, name: p.name, price: 1000, quantity: 1 })),
    });
    for (const [i, rating] of [4, 4, 5].entries()) {
      const res = await api.request('POST', `/products/${picked[i].id}/reviews`, { token: buyer.token, body: { rating, comment: 'Good' } });
      expect(res.status).toBe(201);
    }
    await api.request('POST', '/wishlist', { token: buyer.token, body: { product_id: picked[3].id } });
    const res = await api.request('GET', '/account/summary', { token: buyer.token });
    expect(res.body.data.reviews).toEqual({ count: 3, average_rating: 4.3 });
    expect(res.body.data.wishlist).toEqual({ items: 1 });
    expect(res.body.data.recent_activity.filter((a: { type: string }) => a.type === 'review')).toHaveLength(3);
    expect(res.body.data.recent_activity[0]).toMatchObject({
      type: 'review',
      title: `Reviewed ${picked[2].name}`,
      detail: 'Rated 5 out of 5',
      href: '/reviews',
      amount: null,
      status: null,
    });
  });

  it('lists the newest eight of orders, payments, tickets and reviews, newest first', async () => {
    const buyer = await api.createUser();
    const at = (minutes: number) => new Date(Date.UTC(2026, 4, 1, 12, minutes));
    const made = [];
    for (let i = 0; i < 4; i += 1) made.push(await createOrder(api, buyer.id, { invoice: null }));
    for (const [i, order] of made.entries())
      await api.db
        .update(orders)
        .set({ createdAt: at(i * 10) })
        .where(eq(orders.id, order.id));
    const [payment] = await api.db
      .insert(payments)
      .values({
        orderId: made[3].id,
        userId: buyer.id,
        amount: made[3].total,
        paymentStatus: 'completed',
        paymentProcessor: 'mpesa',
        processedAt: at(31),
        createdAt: at(30),
      })
      .returning({ id: payments.id });
    const [ticket] = await api.db
      .insert(supportTickets)
      .values({ userId: buyer.id, subject: 'Late parcel', description: 'x', status: 'open', ticketCategory: 'delivery', priority: 'high', createdAt: at(35) })
      .returning({ id: supportTickets.id });
    const [product] = await someProducts(api, 1, 60);
    const [review] = await api.db
      .insert(productReviews)
      .values({ productId: product.id, userId: buyer.id, rating: 3, comment: 'Fine', createdAt: at(5) })
      .returning({ id: productReviews.id });
    for (let i = 0; i < 3; i += 1) {
      await api.db.insert(supportTickets).values({ userId: buyer.id, subject: `Old ${i}`, description: 'x', createdAt: at(-60 - i) });
    }

    const res = await api.request('GET', '/account/summary', { token: buyer.token });
    const activity = res.body.data.recent_activity;
    expect(activity.map((a: { type: string; id: number }) => `${a.type}:${a.id}`)).toEqual([
      `ticket:${ticket.id}`,
      `payment:${payment.id}`,
      `order:${made[3].id}`,
      `order:${made[2].id}`,
      `order:${made[1].id}`,
      `review:${review.id}`,
      `order:${made[0].id}`,
      expect.stringMatching(/^ticket:/),
    ]);
    expect(activity[0]).toEqual({
      type: 'ticket',
      id: ticket.id,
      title: 'Late parcel',
      detail: 'Delivery ticket, high priority',
      amount: null,
      status: 'open',
      payment_status: null,
      date: at(35).toISOString(),
      href: '/support',
    });
    expect(activity[1]).toEqual({
      type: 'payment',
      id: payment.id,
      title: `Payment for order ${made[3].orderNumber}`,
      detail: 'M-Pesa',
      amount: made[3].total,
      status: 'completed',
      payment_status: null,
      date: at(31).toISOString(),
      href: '/payments',
    });
    expect(activity[2]).toEqual({
      type: 'order',
      id: made[3].id,
      title: `Order ${made[3].orderNumber} placed`,
      detail: '2 items',
      amount: made[3].total,
      status: 'completed',
      payment_status: 'paid',
      date: at(30).toISOString(),
      href: `/order/${made[3].id}`,
    });
  });

  it('needs a valid token', async () => {
    expect((await api.request('GET', '/account/summary')).status).toBe(401);
    expect((await api.request('GET', '/account/summary', { token: 'bad' })).status).toBe(401);
  });
});

describe('the seeded approved return', () => {
  it('is the demo buyer’s, on a refunded order, and its refund is in the wallet once', async () => {
    const { id } = await tokenForEmail(api, DEMO_USERS.buyer.email);
    const [row] = await api.db
      .select({ request: returnRequests, financialStatus: orders.financialStatus, total: orders.totalAmount })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .where(and(eq(returnRequests.userId, id), eq(returnRequests.status, 'Approved')));
    expect(row).toMatchObject({ financialStatus: 'refunded', request: { refund: row.total } });
    const credits = await api.db.select().from(walletMovements).where(eq(walletMovements.returnRequestId, row.request.id));
    expect(credits).toEqual([expect.objectContaining({ userId: id, kind: 'refund', amount: row.total, orderId: row.request.orderId })]);
  });
});
