// The Daraja (M-Pesa Express) client against a fake Daraja: a local HTTP server that answers
// Safaricom's shapes and records what it was sent. Then a whole payment through the API with that
// client: STK push, Safaricom's callback to the API, the query that confirms it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { payments } from '../src/db/schema';
import { DarajaClient } from '../src/payments/daraja';
import { MpesaSandbox } from '../src/payments/mpesa-sandbox';
import { createPayments, readPaymentEnv } from '../src/payments/setup';
import { ProviderUnavailable } from '../src/payments/provider';
import { createTestApi, TEST_CALLBACK_SECRET, type TestApi } from './harness';
import { pickProducts } from './commerce-fixtures';
import { getOrder, mpesa, placeUnpaidOrder, startPayment } from './payments-fixtures';

const KEY = 'consumer-key';
const SECRET = 'consumer-secret';
const SHORTCODE = '174379';
const PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

/** A fake Daraja: tokens, STK push and STK query, with answers the test can change. */
class FakeDaraja {
  server: Server;
  requests: Recorded[] = [];
  tokensIssued = 0;
  validTokens = new Set<string>();
  expiresIn = '3599';
  /** The STK query's answer per CheckoutRequestID (the still-processing error by default). */
  results = new Map<string, { ResultCode: string; ResultDesc: string; MpesaReceiptNumber?: string }>();
  failStkPush = false;
  /** Never reset, so every push gets its own ids. */
  pushes = 0;

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res.writeHead.bind(res), (body) => res.end(body)));
  }

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  listen() {
    return new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, head: (status: number, headers: Record<string, string>) => unknown, end: (body: string) => void) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const path = req.url ?? '';
    this.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    const send = (status: number, answer: unknown) => {
      head(status, { 'content-type': 'application/json' });
      end(JSON.stringify(answer));
    };

    if (path === '/oauth/v1/generate?grant_type=client_credentials' && req.method === 'GET') {
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`)
        return send(400, { errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
      this.tokensIssued += 1;
      const token = `token-${this.tokensIssued}`;
      this.validTokens.add(token);
      return send(200, { access_token: token, expires_in: this.expiresIn });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !this.validTokens.has(bearer)) return send(401, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });

    if (path === '/mpesa/stkpush/v1/processrequest') {
      if (this.failStkPush) return send(500, { requestId: 'x', errorCode: '500.001.1001', errorMessage: 'Unable to lock subscriber' });
      this.pushes += 1;
      const n = this.pushes;
      return send(200, {
        MerchantRequestID: `29115-34620561-${n}`,
        CheckoutRequestID: `ws_CO_191220191020363925${n}`,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }
    if (path === '/mpesa/stkpushquery/v1/query') {
      const result = this.results.get(String(body?.CheckoutRequestID));
      if (!result) return send(500, { requestId: 'y', errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' });
      return send(200, {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: 'irrelevant',
        CheckoutRequestID: body?.CheckoutRequestID,
        ...result,
      });
    }
    if (path === '/mpesa/b2c/v3/paymentrequest') {
      if (this.failStkPush) return send(500, { requestId: 'z', errorCode: '500.003.1001', errorMessage: 'Internal Server Error' });
      return send(200, {
        ConversationID: 'AG_20260305_0000123',
        OriginatorConversationID: body?.OriginatorConversationID,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    }
    return send(404, { errorCode: '404', errorMessage: 'not found' });
  }
}

let fake: FakeDaraja;

beforeAll(async () => {
  fake = new FakeDaraja();
  await fake.listen();
});

afterAll(async () => {
  await fake?.close();
});

beforeEach(() => {
  fake.requests = [];
  fake.results.clear();
  fake.failStkPush = false;
  fake.expiresIn = '3599';
});

function client(now: () => Date = () => new Date()) {
  return new DarajaClient({ baseUrl: fake.url, consumerKey: KEY, consumerSecret: SECRET, shortcode: SHORTCODE, passkey: PASSKEY, now });
}

const stkRequest = {
  phone: '254712345678',
  amount: 1250.4,
  orderNumber: 'ORD-2026-000123',
  callbackUrl: 'https://api.example/mpesa/callback/s3cret?order=ORD-2026-000123',
};

describe('DarajaClient', () => {
  it('sends the STK push with every field Daraja needs and the password made from shortcode, passkey and timestamp', async () => {
    // 2026-03-05 06:07:08 UTC is 09:07:08 in Nairobi.
    const started = await client(() => new Date('2026-03-05T06:07:08Z')).start(stkRequest);
    expect(started).toEqual({ merchantRequestId: expect.stringMatching(/^29115-/), checkoutRequestId: expect.stringMatching(/^ws_CO_/) });
    const push = fake.requests.find((r) => r.path === '/mpesa/stkpush/v1/processrequest')!;
    expect(push.method).toBe('POST');
    expect(push.authorization).toBe('Bearer token-' + fake.tokensIssued);
    expect(push.body).toEqual({
      BusinessShortCode: SHORTCODE,
      Password: Buffer.from(`${SHORTCODE}${PASSKEY}20260305090708`).toString('base64'),
      Timestamp: '20260305090708',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1251,
      PartyA: '254712345678',
      PartyB: SHORTCODE,
      PhoneNumber: '254712345678',
      CallBackURL: stkRequest.callbackUrl,
      AccountReference: 'ORD-2026-000123',
      TransactionDesc: 'Order ORD-2026-000123',
    });
  });

  it('caches the token until it expires, then asks for a new one', async () => {
    let now = new Date('2026-03-05T06:00:00Z');
    const daraja = client(() => now);
    const before = fake.tokensIssued;
    await daraja.start(stkRequest);
    await daraja.start(stkRequest);
    await daraja.query('ws_CO_1');
    expect(fake.tokensIssued).toBe(before + 1);
    expect(fake.requests.filter((r) => r.path.startsWith('/oauth')).every((r) => r.authorization?.startsWith('Basic '))).toBe(true);

    // 3599 s later the token has expired (renewed a minute early): a new one.
    now = new Date(now.getTime() + 3599_000);
    await daraja.start(stkRequest);
    expect(fake.tokensIssued).toBe(before + 2);
    const bearers = fake.requests.filter((r) => r.path.startsWith('/mpesa')).map((r) => r.authorization);
    expect(bearers).toEqual([`Bearer token-${before + 1}`, `Bearer token-${before + 1}`, `Bearer token-${before + 1}`, `Bearer token-${before + 2}`]);
  });

  it('asks once for a token however many calls wait for it', async () => {
    const daraja = client();
    const before = fake.tokensIssued;
    await Promise.all([daraja.query('a'), daraja.query('b'), daraja.query('c')]);
    expect(fake.tokensIssued).toBe(before + 1);
  });

  it('renews a token Daraja no longer accepts (401) and retries once', async () => {
    const daraja = client();
    await daraja.query('warm-up');
    fake.validTokens.clear();
    const before = fake.tokensIssued;
    await expect(daraja.query('x')).resolves.toEqual({ status: 'pending' });
    expect(fake.tokensIssued).toBe(before + 1);
  });

  it('reads the STK query: still processing, paid (with the receipt where it gives one), and each failure with its reason', async () => {
    const daraja = client();
    expect(await daraja.query('ws_CO_A')).toEqual({ status: 'pending' });
    fake.results.set('ws_CO_A', { ResultCode: '0', ResultDesc: 'The service request is processed successfully.' });
    expect(await daraja.query('ws_CO_A')).toEqual({ status: 'completed', receiptNumber: null, amount: null, phone: null });
    // Where the query gives the receipt, it is read.
    fake.results.set('ws_CO_R', { ResultCode: '0', ResultDesc: 'The service request is processed successfully.', MpesaReceiptNumber: 'QKJ4XY12AB' });
    expect(await daraja.query('ws_CO_R')).toEqual({ status: 'completed', receiptNumber: 'QKJ4XY12AB', amount: null, phone: null });
    fake.results.set('ws_CO_B', { ResultCode: '1032', ResultDesc: 'Request cancelled by user' });
    expect(await daraja.query('ws_CO_B')).toEqual({ status: 'failed', code: '1032', reason: 'You cancelled the M-Pesa request.' });
    fake.results.set('ws_CO_C', { ResultCode: '17', ResultDesc: 'System internal error.' });
    expect(await daraja.query('ws_CO_C')).toEqual({ status: 'failed', code: '17', reason: 'M-Pesa could not complete the payment: System internal error.' });
    const query = fake.requests.filter((r) => r.path === '/mpesa/stkpushquery/v1/query').pop()!;
    expect(query.body).toEqual({
      BusinessShortCode: SHORTCODE,
      Password: expect.any(String),
      Timestamp: expect.stringMatching(/^\d{14}$/),
      CheckoutRequestID: 'ws_CO_C',
    });
  });

  it('throws ProviderUnavailable when Daraja refuses the push or cannot be reached', async () => {
    fake.failStkPush = true;
    await expect(client().start(stkRequest)).rejects.toBeInstanceOf(ProviderUnavailable);
    const nobody = new DarajaClient({ baseUrl: 'http://127.0.0.1:9', consumerKey: KEY, consumerSecret: SECRET, shortcode: SHORTCODE, passkey: PASSKEY });
    await expect(nobody.start(stkRequest)).rejects.toBeInstanceOf(ProviderUnavailable);
    const wrongKeys = new DarajaClient({ baseUrl: fake.url, consumerKey: 'x', consumerSecret: 'y', shortcode: SHORTCODE, passkey: PASSKEY });
    await expect(wrongKeys.query('x')).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('DarajaClient paying out (B2C)', () => {
  const payout = {
    originatorConversationId: 'payout-7-0011223344556677',
    phone: '254712345678',
    amount: 1500.75,
    remarks: 'Payout 7',
    resultUrl: 'https://api.example/mpesa/b2c/result/s3cret',
    timeoutUrl: 'https://api.example/mpesa/b2c/timeout/s3cret',
  };
  const payer = () =>
    new DarajaClient({
      baseUrl: fake.url,
      consumerKey: KEY,
      consumerSecret: SECRET,
      shortcode: SHORTCODE,
      passkey: PASSKEY,
      initiatorName: 'marketplace',
      securityCredential: 'encrypted==',
    });

  it('sends the B2C request with the initiator, whole shillings, our id and both URLs, and answers M-Pesa’s ConversationID', async () => {
    expect(await payer().pay(payout)).toEqual({ conversationId: 'AG_20260305_0000123' });
    const sent = fake.requests.find((r) => r.path === '/mpesa/b2c/v3/paymentrequest')!;
    expect(sent.authorization).toMatch(/^Bearer token-/);
    expect(sent.body).toEqual({
      OriginatorConversationID: payout.originatorConversationId,
      InitiatorName: 'marketplace',
      SecurityCredential: 'encrypted==',
      CommandID: 'BusinessPayment',
      Amount: 1500,
      PartyA: SHORTCODE,
      PartyB: '254712345678',
      Remarks: 'Payout 7',
      QueueTimeOutURL: payout.timeoutUrl,
      ResultURL: payout.resultUrl,
      Occasion: payout.originatorConversationId,
    });
    // Daraja answers the status by callback: the result decides.
    expect(await payer().queryPayout()).toEqual({ status: 'pending' });
  });

  it('throws ProviderUnavailable when Daraja refuses the request, and pays out nothing without an initiator', async () => {
    fake.failStkPush = true;
    await expect(payer().pay(payout)).rejects.toThrow(ProviderUnavailable);
    expect(client().paysOut).toBe(false);
    await expect(client().pay(payout)).rejects.toThrow(ProviderUnavailable);
  });
});

describe('a payment through the API with Daraja', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({}, { mpesa: client() });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('pushes the prompt, takes Safaricom’s callback once the query confirms it, and pays the order', async () => {
    const [product] = await pickProducts(api.db, 1, { minStock: 10 });
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, product);
    const started = await startPayment(api, buyer.token, order.order_id, mpesa('0712 345 678'));
    expect(started.status).toBe(201);
    const push = fake.requests.find((r) => r.path === '/mpesa/stkpush/v1/processrequest')!;
    expect(push.body).toMatchObject({
      Amount: Math.ceil(order.total_amount),
      PhoneNumber: '254712345678',
      AccountReference: order.order_number,
      CallBackURL: `${api.publicUrl}/mpesa/callback/${TEST_CALLBACK_SECRET}?order=${order.order_number}`,
    });
    const [row] = await api.db.select().from(payments).where(eq(payments.id, started.body.data.payment.payment_id));
    expect(row).toMatchObject({ provider: 'daraja', paymentStatus: 'pending' });

    const callback = {
      Body: {
        stkCallback: {
          MerchantRequestID: row.merchantRequestId,
          CheckoutRequestID: row.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: Math.ceil(order.total_amount) },
              { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
              { Name: 'TransactionDate', Value: 20260305090708 },
              { Name: 'PhoneNumber', Value: 254712345678 },
            ],
          },
        },
      },
    };
    // Before Daraja's query confirms it, the callback changes nothing.
    const early = await api.app.request(String(push.body!.CallBackURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(callback),
    });
    expect(early.status).toBe(200);
    expect((await api.db.select().from(payments).where(eq(payments.id, row.id)))[0].paymentStatus).toBe('pending');

    fake.results.set(row.checkoutRequestId!, { ResultCode: '0', ResultDesc: 'The service request is processed successfully.' });
    const confirmed = await api.app.request(String(push.body!.CallBackURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(callback),
    });
    expect(confirmed.status).toBe(200);
    const payment = (await api.request('GET', `/payments/${row.id}`, { token: buyer.token })).body.data.payment;
    expect(payment).toMatchObject({ status: 'completed', receipt_number: 'NLJ7RT61SV', order: { financial_status: 'paid' } });
    expect((await getOrder(api, buyer.token, order.order_id)).invoice.status).toBe('Paid');
  });

  it('answers 502 and records a failed attempt when Daraja refuses the push; the buyer may try again', async () => {
    const [product] = await pickProducts(api.db, 1, { minStock: 10, skip: 1 });
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, product);
    fake.failStkPush = true;
    const res = await startPayment(api, buyer.token, order.order_id, mpesa('0712345678'));
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('M-Pesa could not be reached. Please try again in a moment.');
    const rows = await api.db.select().from(payments).where(eq(payments.orderId, order.order_id));
    expect(rows).toEqual([expect.objectContaining({ paymentStatus: 'failed', failureCode: 'unavailable' })]);
    fake.failStkPush = false;
    expect((await startPayment(api, buyer.token, order.order_id, mpesa('0712345678'))).status).toBe(201);
  });
});

describe('choosing the provider from the environment', () => {
  const base = { publicUrl: 'http://127.0.0.1:4000', production: false };
  const keys = {
    MPESA_CONSUMER_KEY: KEY,
    MPESA_CONSUMER_SECRET: SECRET,
    MPESA_SHORTCODE: SHORTCODE,
    MPESA_PASSKEY: PASSKEY,
    MPESA_CALLBACK_URL: 'https://api.example.co.ke/',
  };

  it('uses the built-in sandbox when no Daraja keys are set, calling back the API itself after MPESA_SANDBOX_DELAY_MS', () => {
    const env = readPaymentEnv({ MPESA_SANDBOX_DELAY_MS: '50' }, base);
    expect(env.daraja).toBeNull();
    expect(env.sandboxDelayMs).toBe(50);
    expect(env.settings.callbackBaseUrl).toBe('http://127.0.0.1:4000');
    expect(env.settings.callbackSecret).toMatch(/^[0-9a-f]{48}$/);
    const payments = createPayments(env);
    expect(payments.mpesa).toBeInstanceOf(MpesaSandbox);
    expect(payments.sandbox).toBe(payments.mpesa);
    expect(payments.payer).toBe(payments.sandbox);
    expect(readPaymentEnv({}, base).sandboxDelayMs).toBe(3000);
  });

  it('uses Daraja with all four keys: sandbox or production URL by MPESA_ENV, the callback base from MPESA_CALLBACK_URL', () => {
    expect(readPaymentEnv(keys, base).daraja).toMatchObject({ baseUrl: 'https://sandbox.safaricom.co.ke', shortcode: SHORTCODE });
    const production = readPaymentEnv({ ...keys, MPESA_ENV: 'production', PAYMENT_CALLBACK_SECRET: 'cb-secret' }, { ...base, production: true });
    expect(production.daraja!.baseUrl).toBe('https://api.safaricom.co.ke');
    expect(production.settings).toMatchObject({ callbackSecret: 'cb-secret', callbackBaseUrl: 'https://api.example.co.ke' });
    const payments = createPayments(production);
    expect(payments.mpesa).toBeInstanceOf(DarajaClient);
    expect(payments.sandbox).toBeNull();
    // No initiator: no payouts; with one, Daraja pays them.
    expect(payments.payer).toBeNull();
    const paying = createPayments(readPaymentEnv({ ...keys, MPESA_INITIATOR_NAME: 'marketplace', MPESA_SECURITY_CREDENTIAL: 'encrypted==' }, base));
    expect(paying.payer).toBe(paying.mpesa);
    expect(() => readPaymentEnv({ ...keys, MPESA_INITIATOR_NAME: 'marketplace' }, base)).toThrow(/MPESA_SECURITY_CREDENTIAL/);
  });

  it('refuses half a set of keys, an unknown MPESA_ENV, and Daraja in production without a callback secret', () => {
    expect(() => readPaymentEnv({ MPESA_CONSUMER_KEY: KEY }, base)).toThrow(/MPESA_CONSUMER_SECRET/);
    expect(() => readPaymentEnv({ ...keys, MPESA_ENV: 'live' }, base)).toThrow(/MPESA_ENV/);
    expect(() => readPaymentEnv(keys, { ...base, production: true })).toThrow(/PAYMENT_CALLBACK_SECRET/);
    expect(() => readPaymentEnv({ ...keys, MPESA_CALLBACK_URL: '' }, base)).toThrow(/MPESA_CALLBACK_URL/);
  });
});
