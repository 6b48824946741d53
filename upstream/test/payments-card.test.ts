// Paying by card on the card provider's hosted page (the built-in Paystack sandbox here), and what
// paying changes around the order: its invoice (list and PDF), the e-mails, the Idempotency-Key
// replay, and that a client's word about payment counts for nothing.
import { eq, sql } from 'drizzle-orm';
import { orders, payments, transactions } from '../src/db/schema';
import { MESSAGES } from '../src/order-money/payability';
import { CARD_DECLINED_REASON } from '../src/payments/paystack';
import { METHOD_MESSAGE } from '../src/payments/request';
import { STOREFRONT_URL, testApiForFile } from './harness';
import { orderPayload, pickProducts, type TestProduct } from './commerce-fixtures';
import { CARD, SANDBOX_CARD_FORMS, getOrder, mailsTo, payByCard, placeUnpaidOrder, startPayment, submitSandboxCard } from './payments-fixtures';
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
  it('answers a pending attempt and the hosted page to send the buyer to; paid there, the buyer comes back to the order page and the order is paid', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[0]);
    const res = await startPayment(api, buyer.token, order.order_id, CARD);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MESSAGES.cardRedirect);
    const started = res.body.data.payment;
    expect(started).toMatchObject({
      method: 'card',
      status: 'pending',
      payment_processor: 'Card',
      card_last4: null,
      phone: null,
      receipt_number: null,
      amount: order.total_amount,
      redirect_url: expect.stringMatching(/^http:\/\/api\.test\/sandbox\/paystack\/checkout\/[0-9a-f]{16}$/),
    });
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ financial_status: 'pending', can_pay: true });

    const page = await api.app.request(new URL(started.redirect_url).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Card number');
    expect(html).toContain(`KES ${order.total_amount.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    // Its own policy: the form may post to the API and lead back to the storefront, nothing may run.
    expect(page.headers.get('content-security-policy')).toMatch(/form-action 'self' http:\/\/shop\.test/);
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');

    const back = await submitSandboxCard(api, started.redirect_url);
    expect(back.status).toBe(303);
    const [{ reference }] = await api.db.select({ reference: payments.reference }).from(payments).where(eq(payments.id, started.payment_id));
    expect(back.headers.get('location')).toBe(`${STOREFRONT_URL}/order/${order.order_id}?reference=${reference}&trxref=${reference}`);

    const paid = (await api.request('GET', `/payments/${started.payment_id}`, { token: buyer.token })).body.data.payment;
    expect(paid).toMatchObject({ status: 'completed', card_last4: '4081', redirect_url: null, receipt_number: expect.stringMatching(/^\d+$/) });
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ financial_status: 'paid', can_pay: false, invoice: { status: 'Paid' } });
    // The number is nowhere in the database.
    const [paymentRow] = await api.db.select().from(payments).where(eq(payments.orderId, order.order_id));
    const [txnRow] = await api.db.select().from(transactions).where(eq(transactions.orderId, order.order_id));
    for (const row of [paymentRow, txnRow]) expect(JSON.stringify(row)).not.toMatch(/40840840|4084 0840/);
    const result = await api.db.execute(sql`select count(*)::int as found from payments p where p::text like '%40840840%'`);
    const [{ found }] = (result as unknown as { rows: { found: number }[] }).rows;
    expect(found).toBe(0);
  });

  it('declines 4084 0800 0000 5408 with a reason, leaves the order unpaid, and a retry pays it', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[1]);
    const declined = await payByCard(api, buyer.token, order.order_id, 'declined');
    expect(declined).toMatchObject({ status: 'failed', failure_reason: CARD_DECLINED_REASON, receipt_number: null, redirect_url: null });
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ financial_status: 'pending', can_pay: true, invoice: { status: 'Pending' } });

    expect((await payByCard(api, buyer.token, order.order_id)).status).toBe('completed');
    const list = await api.request('GET', '/payments', { token: buyer.token });
    expect(list.body.data.data.map((p: { status: string }) => p.status)).toEqual(['completed', 'failed']);
    const txns = await api.request('GET', '/transactions', { token: buyer.token });
    expect(txns.body.data.map((t: { status: string; processor: string }) => [t.status, t.processor])).toEqual([
      ['completed', 'Card'],
      ['failed', 'Card'],
    ]);
  });

  it("refuses another card on the sandbox's page, saying which ones it takes, and changes nothing", async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    const started = (await startPayment(api, buyer.token, order.order_id, CARD)).body.data.payment;
    for (const form of [
      { ...SANDBOX_CARD_FORMS.paid, card_number: '5555 5555 5555 4444' },
      { ...SANDBOX_CARD_FORMS.paid, expiry: '01/20' },
      { ...SANDBOX_CARD_FORMS.paid, cvc: '1' },
    ]) {
      const refused = await submitSandboxCard(api, started.redirect_url, form);
      expect(refused.status).toBe(422);
      expect(await refused.text()).toMatch(/Use a Paystack test card|future expiry|CVV/);
    }
    expect((await api.request('GET', `/payments/${started.payment_id}`, { token: buyer.token })).body.data.payment.status).toBe('pending');
  });

  it('keeps the attempt open while the buyer has not paid: a second start is refused with a 409 naming it, with its page', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    const first = (await startPayment(api, buyer.token, order.order_id, CARD)).body.data.payment;
    const again = await startPayment(api, buyer.token, order.order_id, CARD);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.cardPending);
    expect(again.body.data.payment).toMatchObject({ payment_id: first.payment_id, redirect_url: first.redirect_url });
  });

  it.each([
    ['no method', {}],
    ['an unknown method', { method: 'paypal' }],
    ['a method that is not text', { method: 1 }],
  ])('answers 422 for %s and records nothing', async (_what, body) => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    const res = await startPayment(api, buyer.token, order.order_id, body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(METHOD_MESSAGE);
    expect(res.body.data.method).toEqual([METHOD_MESSAGE]);
    expect(await api.db.select().from(payments).where(eq(payments.orderId, order.order_id))).toEqual([]);
  });

  it('answers 409 for an order already paid, and for a cancelled one', async () => {
    const buyer = await api.createUser();
    const paidOrder = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    await payByCard(api, buyer.token, paidOrder.order_id);
    const again = await startPayment(api, buyer.token, paidOrder.order_id, CARD);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already paid.');

    const cancelled = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    await api.db.update(orders).set({ orderStatus: 'Canceled', financialStatus: 'voided', paymentDueAt: null }).where(eq(orders.id, cancelled.order_id));
    const refused = await startPayment(api, buyer.token, cancelled.order_id, CARD);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order was cancelled and can no longer be paid.');

    const late = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    await api.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, late.order_id));
    const tooLate = await startPayment(api, buyer.token, late.order_id, CARD);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('The time to pay for this order has run out.');
    expect((await getOrder(api, buyer.token, late.order_id)).can_pay).toBe(false);
  });
});

describe('GET /payments/methods', () => {
  it('answers anyone which methods are on, and that both are built-in sandboxes here', async () => {
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

    await payByCard(api, buyer.token, order.order_id, 'declined');
    expect((await invoiceOf(buyer.token, order.order_id)).status).toBe('Pending');

    await payByCard(api, buyer.token, order.order_id);
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

    const paid = await payByCard(api, buyer.token, order.order_id);
    const mails = await mailsTo(api, buyer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${order.order_number} received: pay within 30 minutes`,
      `Payment received for order ${order.order_number}`,
    ]);
    expect(mails[1].body).toContain(paid.receipt_number);
    expect(mails[1].body).toContain('by Card');
  });

  it('gives the mails’ times in Nairobi time, saying EAT, as the site shows them', async () => {
    // Nairobi keeps UTC+3 all year, so the expected clock is the UTC one three hours on.
    const nairobi = (iso: string) => new Date(Date.parse(iso) + 3 * 3600_000);
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    const dueAt = nairobi(order.payment_due_at);
    const paid = await payByCard(api, buyer.token, order.order_id);
    const paidAt = nairobi(paid.processed_at);
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
    await payByCard(api, buyer.token, orderId);

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
