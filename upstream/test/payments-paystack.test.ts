// Paystack: the real client against a nock'ed Paystack answering its documented shapes, through the
// API (initialize, the signed webhook, the verify call that alone settles a payment, the buyer's
// page asking again, the reconciliation), its refunds; then the built-in sandbox on its own
// (its page's transaction, signed webhooks, verify and refunds) and the settings that choose them.
import nock from 'nock';
import { eq } from 'drizzle-orm';
import { ledgerJournals, payments } from '../src/db/schema';
import { MESSAGES } from '../src/order-money/payability';
import { reconcilePendingPayments } from '../src/payments/jobs';
import { CARD_DECLINED_REASON, PaystackClient, paystackSignature, paystackSignatureMatches } from '../src/payments/paystack';
import { PaystackSandbox, SANDBOX_CARDS } from '../src/payments/paystack-sandbox';
import { ProviderUnavailable } from '../src/payments/provider';
import { CARD_SANDBOX_WARNING, createPayments, readPaymentEnv } from '../src/payments/setup';
import { STOREFRONT_URL, testApiForFile } from './harness';
import { pickProducts, type TestProduct } from './commerce-fixtures';
import { CARD, getOrder, mailsTo, placeUnpaidOrder, startPayment } from './payments-fixtures';

const PAYSTACK = 'https://paystack.test';
const SECRET_KEY = 'sk_test_4c1e5a0b9f3d2e7a8b6c5d4e3f2a1b0c9d8e7f6a';
const client = new PaystackClient({ baseUrl: PAYSTACK, secretKey: SECRET_KEY, timeoutMs: 2000 });
const api = testApiForFile({}, { card: client });
let stocked: TestProduct[];

beforeAll(async () => {
  stocked = await pickProducts(api.db, 4, { minStock: 60 });
  nock.disableNetConnect();
});
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Paystack's verify answer (GET /transaction/verify/:reference), as its documentation shows it. */
function verified(reference: string, amount: number, overrides: Record<string, unknown> = {}) {
  return {
    status: true,
    message: 'Verification successful',
    data: {
      id: 4099260516,
      domain: 'test',
      status: 'success',
      reference,
      receipt_number: null,
      amount,
      message: null,
      gateway_response: 'Successful',
      paid_at: '2025-06-01T10:00:00.000Z',
      created_at: '2025-06-01T09:59:00.000Z',
      channel: 'card',
      currency: 'KES',
      ip_address: '41.90.1.1',
      metadata: '',
      fees: 1500,
      authorization: {
        authorization_code: 'AUTH_x1',
        bin: '408408',
        last4: '4081',
        exp_month: '12',
        exp_year: '2030',
        channel: 'card',
        card_type: 'visa ',
        bank: 'TEST BANK',
        country_code: 'KE',
        brand: 'visa',
        reusable: true,
      },
      customer: { id: 1, email: 'buyer@example.test', customer_code: 'CUS_x' },
      ...overrides,
    },
  };
}

let opened = 0;

/** A card attempt opened through the real client: Paystack's initialize answers its page (one access code each). */
async function openCardAttempt(product: TestProduct) {
  const accessCode = `0peioxfhpn${(opened += 1)}`;
  const buyer = await api.createUser();
  const order = await placeUnpaidOrder(api, buyer.token, product);
  let sent: Record<string, unknown> = {};
  const scope = nock(PAYSTACK, { reqheaders: { authorization: `Bearer ${SECRET_KEY}` } })
    .post('/transaction/initialize', (body) => {
      sent = body;
      return true;
    })
    .reply(200, (_uri, body) => ({
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference: (body as { reference: string }).reference },
    }));
  const res = await startPayment(api, buyer.token, order.order_id, CARD);
  expect(res.status).toBe(201);
  scope.done();
  const payment = res.body.data.payment;
  const [row] = await api.db.select().from(payments).where(eq(payments.id, payment.payment_id));
  return { buyer, order, payment, reference: row.reference!, sent, subunits: Math.round(order.total_amount * 100) };
}

/** Posts a Paystack event to the API, signed with our secret key unless told otherwise (null: no signature header). */
function webhook(body: unknown, signature: string | null = paystackSignature(JSON.stringify(body), SECRET_KEY)) {
  return api.app.request('/paystack/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-paystack-signature': signature }) },
    body: JSON.stringify(body),
  });
}

const chargeSuccess = (reference: string, amount: number) => ({ event: 'charge.success', data: verified(reference, amount).data });
const paymentRow = async (id: number) => (await api.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('the Paystack client through the API', () => {
  it("initializes a card-only KES transaction with our reference, in cents, and answers Paystack's page to send the buyer to", async () => {
    const { order, payment, reference, sent } = await openCardAttempt(stocked[0]);
    expect(sent).toMatchObject({
      email: expect.stringContaining('@'),
      amount: Math.round(order.total_amount * 100),
      currency: 'KES',
      reference,
      callback_url: `${STOREFRONT_URL}/order/${order.order_id}`,
      channels: ['card'],
      metadata: { cancel_action: `${STOREFRONT_URL}/order/${order.order_id}` },
    });
    expect(reference).toMatch(/^TXN-\d{10}-[0-9A-F]{6}$/);
    expect(payment).toMatchObject({
      status: 'pending',
      method: 'card',
      redirect_url: expect.stringMatching(/^https:\/\/checkout\.paystack\.com\/0peioxfhpn\d+$/),
    });
    expect(await paymentRow(payment.payment_id)).toMatchObject({ provider: 'paystack', checkoutRequestId: new URL(payment.redirect_url).pathname.slice(1) });
  });

  it('answers 502 when Paystack cannot be reached, and leaves no attempt pending to block the next', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[0]);
    nock(PAYSTACK).post('/transaction/initialize').reply(503, { status: false, message: 'Service unavailable' });
    const res = await startPayment(api, buyer.token, order.order_id, CARD);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(MESSAGES.cardUnreachable);
    const [row] = await api.db.select().from(payments).where(eq(payments.orderId, order.order_id));
    expect(row).toMatchObject({ paymentStatus: 'failed', failureCode: 'unavailable', redirectUrl: null });
  });

  it('refuses a webhook without the signature, or with one not made with our secret key, and changes nothing', async () => {
    const { payment, reference, subunits } = await openCardAttempt(stocked[1]);
    const body = chargeSuccess(reference, subunits);
    for (const signature of [
      null,
      '',
      'abc',
      paystackSignature(JSON.stringify(body), 'sk_test_someone_else'),
      paystackSignature(`${JSON.stringify(body)} `, SECRET_KEY),
    ]) {
      const res = await webhook(body, signature);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ status: 'error', message: 'Invalid signature.' });
    }
    expect(await paymentRow(payment.payment_id)).toMatchObject({ paymentStatus: 'pending' });
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('settles a signed charge.success only from the verify call, once: a replay changes nothing', async () => {
    const { buyer, order, payment, reference, subunits } = await openCardAttempt(stocked[1]);
    const verify = nock(PAYSTACK, { reqheaders: { authorization: `Bearer ${SECRET_KEY}` } })
      .get(`/transaction/verify/${reference}`)
      .reply(200, verified(reference, subunits));
    const res = await webhook(chargeSuccess(reference, subunits));
    expect(res.status).toBe(200);
    verify.done();
    expect(await paymentRow(payment.payment_id)).toMatchObject({
      paymentStatus: 'completed',
      receiptNumber: '4099260516',
      cardLast4: '4081',
      redirectUrl: null,
    });
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ financial_status: 'paid', invoice: { status: 'Paid' } });
    const mails = (await mailsTo(api, buyer.email)).length;
    const books = (await api.db.select().from(ledgerJournals)).length;

    // Paystack sends it again (it retries until answered 200): nothing more happens, not even a verify.
    const replay = await webhook(chargeSuccess(reference, subunits));
    expect(replay.status).toBe(200);
    expect((await replay.json()).message).toBe('Already recorded.');
    expect((await mailsTo(api, buyer.email)).length).toBe(mails);
    expect((await api.db.select().from(ledgerJournals)).length).toBe(books);
  });

  it('leaves the payment pending when the webhook says success but the verify call does not (yet)', async () => {
    const { payment, reference, subunits } = await openCardAttempt(stocked[2]);
    nock(PAYSTACK)
      .get(`/transaction/verify/${reference}`)
      .reply(200, verified(reference, subunits, { status: 'abandoned', gateway_response: 'The transaction was not completed' }));
    expect((await webhook(chargeSuccess(reference, subunits))).status).toBe(200);
    expect(await paymentRow(payment.payment_id)).toMatchObject({ paymentStatus: 'pending', receiptNumber: null });

    // Paystack cannot be reached: still pending, asked again later.
    nock(PAYSTACK).get(`/transaction/verify/${reference}`).reply(502, 'Bad gateway');
    expect((await webhook(chargeSuccess(reference, subunits))).status).toBe(200);
    // A verify answer about another reference is no word either.
    nock(PAYSTACK).get(`/transaction/verify/${reference}`).reply(200, verified('TXN-someone-else', subunits));
    expect((await webhook(chargeSuccess(reference, subunits))).status).toBe(200);
    expect(await paymentRow(payment.payment_id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it.each([
    ['a smaller amount', (subunits: number) => ({ amount: subunits - 100 })],
    ['another currency', () => ({ currency: 'NGN' })],
  ])('refuses a verified charge of %s: the payment fails and the order stays unpaid', async (_what, change) => {
    const { buyer, order, payment, reference, subunits } = await openCardAttempt(stocked[2]);
    nock(PAYSTACK)
      .get(`/transaction/verify/${reference}`)
      .reply(200, verified(reference, subunits, change(subunits)));
    expect((await webhook(chargeSuccess(reference, subunits))).status).toBe(200);
    expect(await paymentRow(payment.payment_id)).toMatchObject({ paymentStatus: 'failed', failureCode: 'amount_mismatch', receiptNumber: null });
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ financial_status: 'pending' });
  });

  it('ignores signed events that are not about a charge of ours', async () => {
    expect((await webhook({ event: 'transfer.success', data: { reference: 'TRF_1' } })).status).toBe(200);
    const unknown = await webhook(chargeSuccess('TXN-unknown', 1000));
    expect(unknown.status).toBe(200);
    expect((await unknown.json()).message).toBe('Unknown reference; ignored.');
    expect((await webhook({ nothing: true })).status).toBe(422);
  });

  it('settles a pending card payment when the buyer, back from Paystack, asks for it (GET /payments/{id})', async () => {
    const { buyer, payment, reference, subunits } = await openCardAttempt(stocked[3]);
    nock(PAYSTACK)
      .get(`/transaction/verify/${reference}`)
      .reply(200, verified(reference, subunits, { status: 'failed', gateway_response: 'Declined' }));
    const res = await api.request('GET', `/payments/${payment.payment_id}`, { token: buyer.token });
    expect(res.body.data.payment).toMatchObject({ status: 'failed', failure_reason: CARD_DECLINED_REASON, redirect_url: null });
  });

  it('reconciles a card payment whose webhook never came with the verify call, and gives up on one never paid', async () => {
    const paid = await openCardAttempt(stocked[3]);
    const never = await openCardAttempt(stocked[3]);
    nock(PAYSTACK)
      .get(`/transaction/verify/${paid.reference}`)
      .reply(200, verified(paid.reference, paid.subunits, { id: 4099260999 }));
    // Paystack says abandoned (never paid) each time it is asked.
    const stillAbandoned = () =>
      nock(PAYSTACK)
        .get(`/transaction/verify/${never.reference}`)
        .reply(200, verified(never.reference, never.subunits, { status: 'abandoned' }));
    stillAbandoned();
    await reconcilePendingPayments(api.deps, { now: minutesFromNow(3) });
    expect(await paymentRow(paid.payment.payment_id)).toMatchObject({ paymentStatus: 'completed', receiptNumber: '4099260999' });
    expect(await paymentRow(never.payment.payment_id)).toMatchObject({ paymentStatus: 'pending' });

    stillAbandoned();
    await reconcilePendingPayments(api.deps, { now: minutesFromNow(11) });
    expect(await paymentRow(never.payment.payment_id)).toMatchObject({
      paymentStatus: 'failed',
      failureCode: 'no_answer',
      failureReason: MESSAGES.cardNotCompleted,
    });
  });
});

describe("the Paystack client's refunds", () => {
  const refundData = (status: string) => ({
    transaction: { id: 4099260516, reference: 'TXN-1', amount: 350000, currency: 'KES' },
    integration: 100982,
    deducted_amount: 0,
    channel: null,
    merchant_note: 'Refund refund-1',
    customer_note: 'Refund for transaction TXN-1',
    status,
    refunded_by: 'api@example.test',
    expected_at: '2025-06-10T10:00:00.000Z',
    currency: 'KES',
    domain: 'test',
    amount: 120000,
    fully_deducted: false,
    id: 3018284,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
  });

  it('asks for a refund of part of a transaction in cents, and follows it until processed', async () => {
    let sent: Record<string, unknown> = {};
    nock(PAYSTACK, { reqheaders: { authorization: `Bearer ${SECRET_KEY}` } })
      .post('/refund', (body) => {
        sent = body;
        return true;
      })
      .reply(200, { status: true, message: 'Refund has been queued for processing', data: refundData('pending') });
    expect(await client.refund({ reference: 'TXN-1', amount: 1200, refundId: 'refund-1' })).toEqual({ status: 'pending', providerRefundId: '3018284' });
    expect(sent).toEqual({ transaction: 'TXN-1', amount: 120000, merchant_note: 'Refund refund-1' });

    nock(PAYSTACK)
      .get('/refund/3018284')
      .reply(200, { status: true, message: 'Refund retrieved', data: refundData('processing') });
    expect(await client.queryRefund('3018284')).toEqual({ status: 'pending', providerRefundId: '3018284' });
    nock(PAYSTACK)
      .get('/refund/3018284')
      .reply(200, { status: true, message: 'Refund retrieved', data: refundData('processed') });
    expect(await client.queryRefund('3018284')).toEqual({ status: 'completed', receiptNumber: '3018284' });
    nock(PAYSTACK)
      .get('/refund/3018284')
      .reply(200, { status: true, message: 'Refund retrieved', data: refundData('failed') });
    expect(await client.queryRefund('3018284')).toMatchObject({ status: 'failed', code: 'refund_failed' });
  });

  it('says a refund Paystack refuses failed, with its reason; an outage is no answer at all', async () => {
    nock(PAYSTACK).post('/refund').reply(400, { status: false, message: 'Transaction has been fully reversed' });
    expect(await client.refund({ reference: 'TXN-1', amount: 1200, refundId: 'refund-2' })).toEqual({
      status: 'failed',
      code: 'refused',
      reason: 'Transaction has been fully reversed',
    });
    nock(PAYSTACK).post('/refund').reply(500, { status: false, message: 'Internal error' });
    await expect(client.refund({ reference: 'TXN-1', amount: 1200, refundId: 'refund-3' })).rejects.toBeInstanceOf(ProviderUnavailable);
    nock(PAYSTACK).get('/transaction/verify/TXN-gone').reply(400, { status: false, message: 'Transaction reference not found' });
    expect(await client.verify('TXN-gone')).toEqual({ status: 'pending' });
  });
});

describe('the webhook signature', () => {
  it('is the HMAC-SHA512 of the raw body with the secret key, compared whole', () => {
    const body = '{"event":"charge.success","data":{"reference":"TXN-1"}}';
    const signature = paystackSignature(body, SECRET_KEY);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(paystackSignatureMatches(body, signature, SECRET_KEY)).toBe(true);
    expect(paystackSignatureMatches(body, signature.toUpperCase(), SECRET_KEY)).toBe(true);
    expect(paystackSignatureMatches(body, `${signature}00`, SECRET_KEY)).toBe(false);
    expect(paystackSignatureMatches(body, signature.slice(0, 64), SECRET_KEY)).toBe(false);
    expect(paystackSignatureMatches(`${body} `, signature, SECRET_KEY)).toBe(false);
    expect(paystackSignatureMatches(body, undefined, SECRET_KEY)).toBe(false);
  });
});

describe('the built-in Paystack sandbox', () => {
  function sandbox() {
    const sent: { url: string; rawBody: string; signature: string }[] = [];
    const box = new PaystackSandbox({
      pageBaseUrl: 'http://api.test/',
      webhookUrl: 'http://api.test/paystack/webhook',
      refundDelayMs: 50,
      deliver: async (url, rawBody, signature) => {
        sent.push({ url, rawBody, signature });
      },
    });
    return { box, sent };
  }
  const request = { reference: 'TXN-2025000001-ABCDEF', amount: 3500.5, email: 'buyer@example.test', callbackUrl: 'http://shop.test/order/1' };

  it('opens a page on the API, pays a test card there with a signed charge.success, and verifies it paid', async () => {
    const { box, sent } = sandbox();
    const page = await box.initialize(request);
    expect(page.authorizationUrl).toBe(`http://api.test/sandbox/paystack/checkout/${page.accessCode}`);
    expect(await box.initialize(request).catch((e: Error) => e)).toBeInstanceOf(ProviderUnavailable);
    expect(await box.verify(request.reference)).toEqual({ status: 'pending' });
    expect(box.checkout(page.accessCode)).toMatchObject({ amount: 3500.5, status: 'abandoned', reference: request.reference });

    const back = await box.pay(page.accessCode, SANDBOX_CARDS.paid);
    expect(back).toEqual({ status: 'success', redirectTo: `http://shop.test/order/1?reference=${request.reference}&trxref=${request.reference}` });
    expect(sent).toHaveLength(1);
    expect(box.signatureMatches(sent[0].rawBody, sent[0].signature)).toBe(true);
    expect(box.signatureMatches(sent[0].rawBody, paystackSignature(sent[0].rawBody, 'sk_test_other'))).toBe(false);
    const event = JSON.parse(sent[0].rawBody);
    expect(event).toMatchObject({ event: 'charge.success', data: { reference: request.reference, amount: 350050, currency: 'KES', status: 'success' } });
    expect(sent[0].rawBody).not.toContain(SANDBOX_CARDS.paid);
    expect(await box.verify(request.reference)).toMatchObject({ status: 'completed', amount: 3500.5, currency: 'KES', cardLast4: '4081' });

    // Paying the page again charges nothing more and sends no second webhook.
    expect(await box.pay(page.accessCode, SANDBOX_CARDS.paid)).toMatchObject({ status: 'success' });
    expect(sent).toHaveLength(1);
    expect(await box.pay('no-such-code', SANDBOX_CARDS.paid)).toBeNull();
  });

  it('declines the declined test card with a signed charge.failed', async () => {
    const { box, sent } = sandbox();
    const page = await box.initialize(request);
    expect(await box.pay(page.accessCode, SANDBOX_CARDS.declined)).toMatchObject({ status: 'failed' });
    expect(JSON.parse(sent[0].rawBody)).toMatchObject({ event: 'charge.failed' });
    expect(await box.verify(request.reference)).toEqual({ status: 'failed', code: 'card_failed', reason: CARD_DECLINED_REASON });
  });

  it('refunds part of a paid transaction once per refund id, never more than was paid, and processes it after its delay', async () => {
    const { box } = sandbox();
    const page = await box.initialize(request);
    expect(await box.refund({ reference: request.reference, amount: 100, refundId: 'r-0' })).toMatchObject({ status: 'failed', code: 'refused' });
    await box.pay(page.accessCode, SANDBOX_CARDS.paid);

    const first = await box.refund({ reference: request.reference, amount: 1000, refundId: 'r-1' });
    expect(first).toEqual({ status: 'pending', providerRefundId: expect.any(String) });
    // A retry with the same id is the same refund, not a second one.
    expect(await box.refund({ reference: request.reference, amount: 1000, refundId: 'r-1' })).toEqual(first);
    expect(await box.refund({ reference: request.reference, amount: 2600, refundId: 'r-2' })).toMatchObject({ status: 'failed', code: 'refused' });
    const rest = await box.refund({ reference: request.reference, amount: 2500.5, refundId: 'r-3' });
    expect(rest.status).toBe('pending');

    await new Promise((resolve) => setTimeout(resolve, 60));
    if (first.status !== 'pending') throw new Error('expected a pending refund');
    expect(await box.queryRefund(first.providerRefundId)).toEqual({ status: 'completed', receiptNumber: first.providerRefundId });
    await expect(box.queryRefund('404')).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('choosing the card provider', () => {
  const base = { publicUrl: 'http://127.0.0.1:4000', storefrontUrl: 'http://127.0.0.1:3000', production: false };

  it('is the sandbox without PAYSTACK_SECRET_KEY (with a warning in production), Paystack with it', () => {
    const warnings: string[] = [];
    const warn = (line: string) => warnings.push(line);
    const offline = createPayments(readPaymentEnv({}, { ...base, warn }));
    expect(offline.card).toBeInstanceOf(PaystackSandbox);
    expect(offline.cardSandbox).toBe(offline.card);
    expect(offline.settings.storefrontUrl).toBe('http://127.0.0.1:3000');
    expect(warnings).toEqual([]);
    createPayments(readPaymentEnv({}, { ...base, production: true, warn }));
    expect(warnings).toEqual([CARD_SANDBOX_WARNING]);

    const live = readPaymentEnv({ PAYSTACK_SECRET_KEY: SECRET_KEY }, base);
    expect(live.paystack).toEqual({ baseUrl: 'https://api.paystack.co', secretKey: SECRET_KEY });
    expect(readPaymentEnv({ PAYSTACK_SECRET_KEY: SECRET_KEY, PAYSTACK_BASE_URL: PAYSTACK }, base).paystack!.baseUrl).toBe(PAYSTACK);
    const payments = createPayments(live);
    expect(payments.card).toBeInstanceOf(PaystackClient);
    expect(payments.cardSandbox).toBeNull();
    expect(() => readPaymentEnv({ PAYSTACK_SECRET_KEY: 'pk_test_public' }, base)).toThrow(/PAYSTACK_SECRET_KEY must be a Paystack secret key/);
  });
});
