// Paying by M-Pesa against the built-in sandbox: the STK push started, the callback taken only once
// the sandbox's query confirms it, each result code, and callbacks that must change nothing.
import { and, eq } from 'drizzle-orm';
import { invoices, ledgerJournals, orders, payments, transactions } from '../src/db/schema';
import { accounts, accountSum } from '../src/money/ledger';
import type { StkCallbackBody } from '../src/payments/mpesa-result';
import { normaliseMpesaPhone } from '../../contract/rules/phone';
import { PHONE_MESSAGE } from '../src/payments/request';
import { testApiForFile, TEST_CALLBACK_SECRET } from './harness';
import { pickProducts, type TestProduct } from './commerce-fixtures';
import {
  deliverSandboxCallbacks,
  getOrder,
  holdSandboxCallbacks,
  waitForHeld,
  mailsTo,
  mpesa,
  placeUnpaidOrder,
  startPayment,
  waitForPayment,
} from './payments-fixtures';

const api = testApiForFile();
let stocked: TestProduct[];

beforeAll(async () => {
  stocked = await pickProducts(api.db, 6, { minStock: 40 });
});

const holdCallbacks = () => holdSandboxCallbacks(api);
const deliverCallbacks = () => deliverSandboxCallbacks(api);

const postCallback = (body: unknown, { secret = TEST_CALLBACK_SECRET, order }: { secret?: string; order?: string } = {}) =>
  api.request('POST', `/mpesa/callback/${secret}${order ? `?order=${encodeURIComponent(order)}` : ''}`, { body });

afterEach(() => deliverCallbacks());

describe('M-Pesa phone numbers', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['254712345678', '254712345678'],
    ['254112345678', '254112345678'],
    ['+254 712 345 678', '254712345678'],
    ['+254712345678', '254712345678'],
    [' 0712-345-678 ', '254712345678'],
  ])('reads %s as %s', (input, expected) => {
    expect(normaliseMpesaPhone(input)).toBe(expected);
  });

  it.each(['', '0812345678', '071234567', '07123456789', '+0712345678', '255712345678', '2547123456789', 'abc', '+254 712 345 67x'])('refuses %j', (input) => {
    expect(normaliseMpesaPhone(input)).toBeNull();
  });

  it('answers 422 with a clear message for a number M-Pesa cannot take, and records nothing', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[0]);
    for (const phone of ['12345', '+1 555 123 4567', 42, null]) {
      const res = await startPayment(api, buyer.token, order.order_id, { method: 'mpesa', phone });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: 'error', message: PHONE_MESSAGE, data: { phone: [PHONE_MESSAGE] } });
    }
    expect(await api.db.select().from(payments).where(eq(payments.orderId, order.order_id))).toEqual([]);
  });
});

describe('POST /orders/{id}/payments by M-Pesa (sandbox)', () => {
  it('answers 401 without a token and 404 for another buyer’s order or an unknown one', async () => {
    const owner = await api.createUser();
    const stranger = await api.createUser();
    const order = await placeUnpaidOrder(api, owner.token, stocked[0]);
    expect((await startPayment(api, '', order.order_id, mpesa('0712345671'))).status).toBe(401);
    const theirs = await startPayment(api, stranger.token, order.order_id, mpesa('0712345671'));
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Order not found');
    expect((await startPayment(api, owner.token, 2_000_000_000, mpesa('0712345671'))).status).toBe(404);
    expect(await api.db.select().from(payments).where(eq(payments.orderId, order.order_id))).toEqual([]);
  });

  it('pays the order on a confirmed callback: receipt, Paid invoice, completed transaction and a receipt e-mail', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[0]);
    const started = await startPayment(api, buyer.token, order.order_id, mpesa('+254 712 345 671'));
    expect(started.status).toBe(201);
    expect(started.body.message).toBe('Check your phone and enter your M-Pesa PIN.');
    expect(started.body.data.payment).toMatchObject({
      order_id: order.order_id,
      order_number: order.order_number,
      amount: order.total_amount,
      currency: 'KES',
      method: 'mpesa',
      status: 'pending',
      payment_status: 'pending',
      payment_processor: 'M-Pesa',
      phone: '254712345671',
      card_last4: null,
      receipt_number: null,
      failure_reason: null,
      processed_at: null,
      order: { financial_status: 'pending', order_status: 'Pending' },
    });
    const [row] = await api.db.select().from(payments).where(eq(payments.id, started.body.data.payment.payment_id));
    expect(row.checkoutRequestId).toMatch(/^ws_CO_/);
    expect(row.merchantRequestId).toBeTruthy();

    const paid = await waitForPayment(api, buyer.token, started.body.data.payment.payment_id);
    expect(paid).toMatchObject({
      status: 'completed',
      payment_status: 'completed',
      receipt_number: expect.stringMatching(/^[A-Z0-9]{10}$/),
      failure_reason: null,
      processed_at: expect.any(String),
      order: { financial_status: 'paid', order_status: 'Pending', payment_due_at: null },
    });
    const detail = await getOrder(api, buyer.token, order.order_id);
    expect(detail).toMatchObject({ financial_status: 'paid', can_pay: false, payment_due_at: null, invoice: { status: 'Paid' } });
    expect(detail.payment).toMatchObject({ payment_id: paid.payment_id, status: 'completed', receipt_number: paid.receipt_number });

    const [txn] = await api.db.select().from(transactions).where(eq(transactions.paymentId, paid.payment_id));
    expect(txn).toMatchObject({
      status: 'completed',
      processor: 'M-Pesa',
      receiptNumber: paid.receipt_number,
      phone: '254712345671',
      accountNo: order.order_number,
    });

    const subjects = (await mailsTo(api, buyer.email)).map((m) => m.subject);
    expect(subjects).toEqual([`Order ${order.order_number} received: pay within 30 minutes`, `Payment received for order ${order.order_number}`]);
    const receipt = (await mailsTo(api, buyer.email))[1];
    expect(receipt.body).toContain(paid.receipt_number);
  });

  it.each([
    ['0712345672', '1032', 'You cancelled the M-Pesa request.'],
    ['0712345673', '1037', 'We could not reach your phone. Check that it is on and has signal, then try again.'],
    ['0712345674', '2001', 'The M-Pesa PIN was wrong. Please try again.'],
    ['0712345675', '1', 'Your M-Pesa balance is too low for this payment.'],
  ])('records a failed attempt for %s (result %s) with the reason in words, and leaves the order payable', async (phone, code, reason) => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[1]);
    const started = await startPayment(api, buyer.token, order.order_id, mpesa(phone));
    expect(started.status).toBe(201);
    const failed = await waitForPayment(api, buyer.token, started.body.data.payment.payment_id);
    expect(failed).toMatchObject({ status: 'failed', failure_reason: reason, receipt_number: null, order: { financial_status: 'pending' } });
    const [row] = await api.db.select().from(payments).where(eq(payments.id, failed.payment_id));
    expect(row.failureCode).toBe(code);
    const [txn] = await api.db.select().from(transactions).where(eq(transactions.paymentId, failed.payment_id));
    expect(txn.status).toBe('failed');
    const detail = await getOrder(api, buyer.token, order.order_id);
    expect(detail).toMatchObject({ financial_status: 'pending', can_pay: true, invoice: { status: 'Pending' } });

    // A second try with another phone pays it.
    const retry = await startPayment(api, buyer.token, order.order_id, mpesa('0712345671'));
    expect(retry.status).toBe(201);
    expect(retry.body.data.payment.payment_id).not.toBe(failed.payment_id);
    expect(await waitForPayment(api, buyer.token, retry.body.data.payment.payment_id)).toMatchObject({ status: 'completed' });
    expect((await getOrder(api, buyer.token, order.order_id)).invoice.status).toBe('Paid');
  });

  it.each(['0712345670', '0712345676', '0712345679', '0112345678'])('pays for any other last digit (%s)', async (phone) => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    const started = await startPayment(api, buyer.token, order.order_id, mpesa(phone));
    expect(await waitForPayment(api, buyer.token, started.body.data.payment.payment_id)).toMatchObject({ status: 'completed' });
  });

  it('refuses a second attempt with a 409 while one is pending (never a second charge), then 409 once paid', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    const held = holdCallbacks();
    const first = await startPayment(api, buyer.token, order.order_id, mpesa('0712345671'));
    const [second, third] = await Promise.all([
      startPayment(api, buyer.token, order.order_id, mpesa('0712345678')),
      startPayment(api, buyer.token, order.order_id, { method: 'card' }),
    ]);
    for (const again of [second, third]) {
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('A payment for this order is already waiting for your PIN. Please wait for it before paying again.');
      expect(again.body.data.payment.payment_id).toBe(first.body.data.payment.payment_id);
    }
    await waitForHeld(held);
    expect(held).toHaveLength(1);
    expect((await postCallback(held[0].body, { order: order.order_number })).status).toBe(200);
    const paid = await startPayment(api, buyer.token, order.order_id, mpesa('0712345671'));
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe('This order is already paid.');
    expect(await api.db.select().from(payments).where(eq(payments.orderId, order.order_id))).toHaveLength(1);
  });

  it('shows the attempts on GET /payments and GET /transactions with the processor and receipt', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[3]);
    const cancelled = await startPayment(api, buyer.token, order.order_id, mpesa('0712345672'));
    await waitForPayment(api, buyer.token, cancelled.body.data.payment.payment_id);
    const ok = await startPayment(api, buyer.token, order.order_id, mpesa('0712345671'));
    const paid = await waitForPayment(api, buyer.token, ok.body.data.payment.payment_id);

    const list = await api.request('GET', '/payments', { token: buyer.token });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.data.map((p: { status: string; payment_processor: string }) => [p.status, p.payment_processor])).toEqual([
      ['completed', 'M-Pesa'],
      ['failed', 'M-Pesa'],
    ]);
    const txns = await api.request('GET', '/transactions', { token: buyer.token });
    expect(txns.body.data.map((t: { status: string; receipt_number: string | null; processor: string }) => [t.status, t.processor, t.receipt_number])).toEqual([
      ['completed', 'M-Pesa', paid.receipt_number],
      ['failed', 'M-Pesa', null],
    ]);
  });

  it('answers GET /payments/{id} only to the payment’s buyer', async () => {
    const buyer = await api.createUser();
    const stranger = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[3]);
    const started = await startPayment(api, buyer.token, order.order_id, mpesa('0712345671'));
    const id = started.body.data.payment.payment_id;
    expect((await api.request('GET', `/payments/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await api.request('GET', `/payments/${id}`)).status).toBe(401);
    expect((await api.request('GET', '/payments/abc', { token: buyer.token })).status).toBe(404);
    await waitForPayment(api, buyer.token, id);
  });
});

describe('POST /mpesa/callback/{secret}', () => {
  /** A pending M-Pesa attempt whose callback the test holds. */
  async function pendingAttempt(phone = '0712345671') {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[4]);
    const held = holdCallbacks();
    const started = await startPayment(api, buyer.token, order.order_id, mpesa(phone));
    await waitForHeld(held);
    const payment = started.body.data.payment;
    const read = async () => (await api.db.select().from(payments).where(eq(payments.id, payment.payment_id)))[0];
    return { buyer, order, payment, callback: held[0], read };
  }

  it('carries the secret and the order number in the callback URL', async () => {
    const { order, callback } = await pendingAttempt();
    expect(callback.url).toBe(`${api.publicUrl}/mpesa/callback/${TEST_CALLBACK_SECRET}?order=${order.order_number}`);
  });

  it('counts the same callback twice once: one completed payment, one journal in the books, one receipt e-mail', async () => {
    const { buyer, order, callback, read } = await pendingAttempt();
    const first = await api.app.request(callback.url, { method: 'POST', body: JSON.stringify(callback.body), headers: { 'content-type': 'application/json' } });
    expect(first.status).toBe(200);
    const settled = await read();
    const again = await api.app.request(callback.url, { method: 'POST', body: JSON.stringify(callback.body), headers: { 'content-type': 'application/json' } });
    expect(again.status).toBe(200);
    expect((await again.json()).message).toBe('Already recorded.');
    expect(await read()).toEqual(settled);
    expect(
      await api.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.order_id), eq(payments.paymentStatus, 'completed'))),
    ).toHaveLength(1);
    const books = await api.db.select().from(ledgerJournals).where(eq(ledgerJournals.orderId, order.order_id));
    expect(books.map((j) => j.kind)).toEqual(['payment']);
    expect(await accountSum(api.db, accounts.order(order.order_id))).toBe(-Math.round(order.total_amount * 100));
    expect((await mailsTo(api, buyer.email)).filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(1);
  });

  it('refuses a callback with a wrong secret and changes nothing', async () => {
    const { order, callback, read } = await pendingAttempt();
    const res = await postCallback(callback.body, { secret: 'not-the-secret', order: order.order_number });
    expect(res.status).toBe(404);
    expect((await read()).paymentStatus).toBe('pending');
  });

  it('refuses a callback for an unknown request', async () => {
    const { order, callback, read } = await pendingAttempt();
    const body = structuredClone(callback.body);
    body.Body.stkCallback.CheckoutRequestID = 'ws_CO_SBX1_FFFFFFFFFFFFFFFF';
    const res = await postCallback(body, { order: order.order_number });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Unknown payment request.');
    expect((await read()).paymentStatus).toBe('pending');
  });

  it('refuses a callback for another amount, and the payment stays pending', async () => {
    const { order, callback, read } = await pendingAttempt();
    const body = structuredClone(callback.body);
    const items = body.Body.stkCallback.CallbackMetadata!.Item;
    items.find((i) => i.Name === 'Amount')!.Value = 1;
    const res = await postCallback(body, { order: order.order_number });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The amount does not match this payment.');
    expect((await read()).paymentStatus).toBe('pending');
    expect((await api.db.select().from(orders).where(eq(orders.id, order.order_id)))[0].financialStatus).toBe('pending');
  });

  it('refuses a callback naming another order, or another merchant request', async () => {
    const { order, callback, read } = await pendingAttempt();
    const other = await pendingAttempt();
    expect((await postCallback(callback.body, { order: other.order.order_number })).status).toBe(422);
    const body = structuredClone(callback.body);
    body.Body.stkCallback.MerchantRequestID = other.callback.body.Body.stkCallback.MerchantRequestID;
    expect((await postCallback(body, { order: order.order_number })).status).toBe(422);
    expect((await read()).paymentStatus).toBe('pending');
  });

  it('does not believe a forged success: the provider’s query says cancelled, so the attempt fails', async () => {
    const { buyer, order, payment, callback } = await pendingAttempt('0712345672');
    const forged: StkCallbackBody = structuredClone(callback.body);
    forged.Body.stkCallback.ResultCode = 0;
    forged.Body.stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: Math.ceil(order.total_amount) },
        { Name: 'MpesaReceiptNumber', Value: 'FORGED0001' },
        { Name: 'PhoneNumber', Value: 254712345672 },
      ],
    };
    // The sandbox answers its query only once the buyer would have answered the prompt.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await postCallback(forged, { order: order.order_number })).status).toBe(200);
    const settled = await waitForPayment(api, buyer.token, payment.payment_id);
    expect(settled).toMatchObject({ status: 'failed', receipt_number: null, failure_reason: 'You cancelled the M-Pesa request.' });
    expect((await api.db.select().from(invoices).where(eq(invoices.orderId, order.order_id)))[0].status).toBe('Pending');
  });

  it('refuses a body that is not an STK callback', async () => {
    const res = await postCallback({ Body: { stkCallback: { ResultCode: 0 } } });
    expect(res.status).toBe(422);
  });
});
