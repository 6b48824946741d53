// Paying by test card, and what paying changes around the order: its invoice (list and PDF), the
// e-mails, the Idempotency-Key replay, and that a client's word about payment counts for nothing.
import { eq, sql } from 'drizzle-orm';
import { orders, payments, transactions } from '../src/db/schema';
import { CARD_MESSAGE, CARD_OFF_MESSAGE, CVC_MESSAGE, EXPIRED_MESSAGE, EXPIRY_MESSAGE, METHOD_MESSAGE } from '../src/payments/request';
import type { Payments } from '../src/payments/setup';
import { CARD_DECLINED_REASON } from '../src/payments/test-card';
import { testApiForFile } from './harness';
import { orderPayload, pickProducts, type TestProduct } from './commerce-fixtures';
import { DECLINED_CARD, PAID_CARD, getOrder, mailsTo, placeUnpaidOrder, startPayment } from './payments-fixtures';
import { pdfText } from './pdf-text';

const api = testApiForFile();
let stocked: TestProduct[];

beforeAll(async () => {
  stocked = await pickProducts(api.db, 4, { minStock: 40 });
});

async function invoiceOf(token: string, orderId: number) {
  const list = await api.request('GET', '/invoices?per_page=50', { token });
  return list.body.data.data.find((i: { order_id: number }) => i.order_id === orderId);
}

async function invoicePdfStatus(token: string, invoiceId: number): Promise<string | undefined> {
  const res = await api.app.request(`/invoices/${invoiceId}/download`, { headers: { authorization: `Bearer ${token}` } });
  const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).flat();
  return text.find((line) => line.startsWith('Status: '));
}

describe('POST /orders/{id}/payments by card', () => {
  it('pays with 4242 4242 4242 4242 at once, keeping only the last four digits', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[0]);
    const res = await startPayment(api, buyer.token, order.order_id, PAID_CARD);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Payment received. Thank you!');
    expect(res.body.data.payment).toMatchObject({
      method: 'card',
      status: 'completed',
      payment_processor: 'Card',
      card_last4: '4242',
      phone: null,
      receipt_number: expect.stringMatching(/^CARD-[0-9A-F]{10}$/),
      amount: order.total_amount,
      order: { financial_status: 'paid', payment_due_at: null },
    });
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ financial_status: 'paid', can_pay: false, invoice: { status: 'Paid' } });
    // The number is nowhere in the database.
    const [paymentRow] = await api.db.select().from(payments).where(eq(payments.orderId, order.order_id));
    const [txnRow] = await api.db.select().from(transactions).where(eq(transactions.orderId, order.order_id));
    for (const row of [paymentRow, txnRow]) expect(JSON.stringify(row)).not.toMatch(/424242424242|4242 4242 4242/);
    const result = await api.db.execute(sql`select count(*)::int as found from payments p where p::text like '%42424242%'`);
    const [{ found }] = (result as unknown as { rows: { found: number }[] }).rows;
    expect(found).toBe(0);
  });

  it('declines 4000 0000 0000 0002 with a reason, leaves the order unpaid, and a retry with 4242 pays it', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[1]);
    const declined = await startPayment(api, buyer.token, order.order_id, DECLINED_CARD);
    expect(declined.status).toBe(201);
    expect(declined.body.message).toBe(CARD_DECLINED_REASON);
    expect(declined.body.data.payment).toMatchObject({ status: 'failed', card_last4: '0002', failure_reason: CARD_DECLINED_REASON, receipt_number: null });
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ financial_status: 'pending', can_pay: true, invoice: { status: 'Pending' } });

    const paid = await startPayment(api, buyer.token, order.order_id, PAID_CARD);
    expect(paid.body.data.payment.status).toBe('completed');
    const list = await api.request('GET', '/payments', { token: buyer.token });
    expect(list.body.data.data.map((p: { status: string }) => p.status)).toEqual(['completed', 'failed']);
    const txns = await api.request('GET', '/transactions', { token: buyer.token });
    expect(txns.body.data.map((t: { status: string; processor: string }) => [t.status, t.processor])).toEqual([
      ['completed', 'Card'],
      ['failed', 'Card'],
    ]);
  });

  it.each([
    ['another card number', { ...PAID_CARD, card_number: '5555 5555 5555 4444' }, 'card_number', CARD_MESSAGE],
    ['a card number that is not text', { ...PAID_CARD, card_number: 4242424242424242 }, 'card_number', CARD_MESSAGE],
    ['no expiry', { ...PAID_CARD, expiry: undefined }, 'expiry', EXPIRY_MESSAGE],
    ['an expiry not MM/YY', { ...PAID_CARD, expiry: '13/30' }, 'expiry', EXPIRY_MESSAGE],
    ['an expired card', { ...PAID_CARD, expiry: '01/20' }, 'expiry', EXPIRED_MESSAGE],
    ['a short security code', { ...PAID_CARD, cvc: '12' }, 'cvc', CVC_MESSAGE],
    ['no method', { card_number: '4242424242424242', expiry: '12/39', cvc: '123' }, 'method', METHOD_MESSAGE],
    ['an unknown method', { ...PAID_CARD, method: 'paypal' }, 'method', METHOD_MESSAGE],
  ])('answers 422 for %s and records nothing', async (_what, body, field, message) => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    const res = await startPayment(api, buyer.token, order.order_id, body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(res.body.data[field]).toEqual([message]);
    expect(await api.db.select().from(payments).where(eq(payments.orderId, order.order_id))).toEqual([]);
  });

  it('answers 409 for an order already paid, and for a cancelled one', async () => {
    const buyer = await api.createUser();
    const paidOrder = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    await startPayment(api, buyer.token, paidOrder.order_id, PAID_CARD);
    const again = await startPayment(api, buyer.token, paidOrder.order_id, PAID_CARD);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already paid.');

    const cancelled = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    await api.db.update(orders).set({ orderStatus: 'Canceled', financialStatus: 'voided', paymentDueAt: null }).where(eq(orders.id, cancelled.order_id));
    const refused = await startPayment(api, buyer.token, cancelled.order_id, PAID_CARD);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order was cancelled and can no longer be paid.');

    const late = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    await api.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, late.order_id));
    const tooLate = await startPayment(api, buyer.token, late.order_id, PAID_CARD);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('The time to pay for this order has run out.');
    expect((await getOrder(api, buyer.token, late.order_id)).can_pay).toBe(false);
  });
});

describe('when the test card is off (PAYMENT_TEST_CARD=off, the production default)', () => {
  let saved: Payments['card'];
  beforeEach(() => {
    saved = api.deps.payments.card;
    api.deps.payments.card = null;
  });
  afterEach(() => {
    api.deps.payments.card = saved;
  });

  it('refuses 4242 4242 4242 4242 with a 422 and a clear message: no payment, the order stays unpaid', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    const res = await startPayment(api, buyer.token, order.order_id, PAID_CARD);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(CARD_OFF_MESSAGE);
    expect(res.body.data.method).toEqual([CARD_OFF_MESSAGE]);
    expect(await api.db.select().from(payments).where(eq(payments.orderId, order.order_id))).toEqual([]);
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ financial_status: 'pending', can_pay: true, invoice: { status: 'Pending' } });
  });

  it('says through GET /payments/methods (public) that only M-Pesa is on', async () => {
    const res = await api.request('GET', '/payments/methods');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ mpesa: { available: true, test: true }, card: { available: false, test: false } });
  });
});

describe('GET /payments/methods', () => {
  it('answers anyone which methods are on, and that the card is a test card', async () => {
    const res = await api.request('GET', '/payments/methods');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ mpesa: { available: true, test: true }, card: { available: true, test: true } });
  });
});

describe('what paying changes around the order', () => {
  it("ignores the client's financial_status 'paid': the order is unpaid until a payment is confirmed", async () => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/shopify/order', {
      token: buyer.token,
      body: orderPayload([{ product: stocked[3], quantity: 1 }], { financial_status: 'paid', payment_gateway_names: ['visa'] }),
    });
    expect(res.body.data.order).toMatchObject({ financial_status: 'pending', payment: null, invoice: { status: 'Pending' } });
    const [row] = await api.db.select().from(orders).where(eq(orders.id, res.body.data.order.order_id));
    expect(row).toMatchObject({ financialStatus: 'pending', paymentGateway: null });
    expect(await api.db.select().from(payments).where(eq(payments.orderId, row.id))).toEqual([]);
    expect((await api.request('GET', '/payments', { token: buyer.token })).body.data.total).toBe(0);
    expect((await api.request('GET', '/transactions', { token: buyer.token })).body.data).toEqual([]);
  });

  it('shows the invoice Pending (list and PDF) until the order is paid, then Paid', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[3]);
    const before = await invoiceOf(buyer.token, order.order_id);
    expect(before.status).toBe('Pending');
    expect(await invoicePdfStatus(buyer.token, before.id)).toBe('Status: Pending');

    await startPayment(api, buyer.token, order.order_id, DECLINED_CARD);
    expect((await invoiceOf(buyer.token, order.order_id)).status).toBe('Pending');

    await startPayment(api, buyer.token, order.order_id, PAID_CARD);
    expect((await invoiceOf(buyer.token, order.order_id)).status).toBe('Paid');
    expect(await invoicePdfStatus(buyer.token, before.id)).toBe('Status: Paid');
  });

  it('mails an order confirmation when the order is placed and a receipt when it is paid', async () => {
    const buyer = await api.createUser({ name: 'Njeri Mwangi' });
    const order = await placeUnpaidOrder(api, buyer.token, stocked[3]);
    const placed = await mailsTo(api, buyer.email);
    expect(placed.map((m) => m.subject)).toEqual([`Order ${order.order_number} received: pay within 30 minutes`]);
    expect(placed[0].body).toContain('Njeri Mwangi');
    expect(placed[0].body).toContain(order.order_number);

    const paid = await startPayment(api, buyer.token, order.order_id, PAID_CARD);
    const mails = await mailsTo(api, buyer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${order.order_number} received: pay within 30 minutes`,
      `Payment received for order ${order.order_number}`,
    ]);
    expect(mails[1].body).toContain(paid.body.data.payment.receipt_number);
    expect(mails[1].body).toContain('by Card');
  });

  it('gives the mails’ times in Nairobi time, saying EAT, as the site shows them', async () => {
    // Nairobi keeps UTC+3 all year, so the expected clock is the UTC one three hours on.
    const nairobi = (iso: string) => new Date(Date.parse(iso) + 3 * 3600_000);
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    const dueAt = nairobi(order.payment_due_at);
    const paid = await startPayment(api, buyer.token, order.order_id, PAID_CARD);
    const paidAt = nairobi(paid.body.data.payment.processed_at);
    const [placedMail, receipt] = await mailsTo(api, buyer.email);

    const clock = (d: Date) => d.toISOString().slice(11, 16);
    const day = (d: Date) => `${d.getUTCDate()} ${d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;
    expect(placedMail.body).toContain(`until ${clock(dueAt)} EAT`);
    expect(receipt.body).toContain(`on ${day(paidAt)}, ${clock(paidAt)} EAT`);
    for (const mail of [placedMail, receipt]) expect(mail.body).not.toContain('UTC');
  });

  it('replays the Idempotency-Key with the order as it is now', async () => {
    const buyer = await api.createUser();
    const key = `pay-${Date.now()}`;
    const body = orderPayload([{ product: stocked[3], quantity: 1 }]);
    const first = await api.request('POST', '/shopify/order', { token: buyer.token, body, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    const orderId = first.body.data.order.order_id;
    await startPayment(api, buyer.token, orderId, PAID_CARD);

    const replay = await api.request('POST', '/shopify/order', { token: buyer.token, body, headers: { 'Idempotency-Key': key } });
    expect(replay.status).toBe(201);
    expect(replay.body.data.order.order_id).toBe(orderId);
    const found = await api.request('GET', `/orders/by-idempotency-key/${key}`, { token: buyer.token });
    expect(found.status).toBe(200);
    expect(found.body.message).toBe('Order placed successfully!');
    expect(found.body.data.order).toMatchObject({ order_id: orderId, financial_status: 'paid', invoice: { status: 'Paid' } });
    const [{ n }] = (await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, buyer.id))) as { n: number }[];
    expect(n).toBe(1);
  });
});
