// The payment jobs: the reconciliation that finds lost callbacks (and gives up on silent ones), and
// the expiry that cancels orders whose 30-minute hold ran out unpaid. Both are called directly,
// with the clock they should believe, and twice at once as several API processes would.
import { eq } from 'drizzle-orm';
import { invoices, orders, payments, products } from '../src/db/schema';
import { expireUnpaidOrders, reconcilePendingPayments, startPaymentJobs } from '../src/payments/jobs';
import { NO_ANSWER_REASON } from '../src/payments/mpesa-result';
import { ProviderUnavailable, type MpesaProvider, type PaymentOutcome } from '../src/payments/provider';
import { testApiForFile } from './harness';
import { pickProducts, readProduct, type TestProduct } from './commerce-fixtures';
import {
  CARD,
  payByCard,
  deliverSandboxCallbacks,
  withMpesaQuery,
  getOrder,
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

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** The sandbox's callbacks are lost on the way (the test keeps none). */
function loseCallbacks() {
  api.deps.payments.sandbox!.setDelivery(async () => {});
}

const deliverCallbacks = () => deliverSandboxCallbacks(api);

afterEach(() => deliverCallbacks());

const withQuery = (query: MpesaProvider['query'], body: () => Promise<void>) => withMpesaQuery(api, query, body);

/** A buyer's order and an M-Pesa attempt for it whose callback is lost. */
async function lostCallbackAttempt(product: TestProduct, phone = '0712345671') {
  const buyer = await api.createUser();
  const order = await placeUnpaidOrder(api, buyer.token, product);
  loseCallbacks();
  const started = await startPayment(api, buyer.token, order.order_id, mpesa(phone));
  return { buyer, order, id: started.body.data.payment.payment_id as number };
}

async function paymentRow(id: number) {
  return (await api.db.select().from(payments).where(eq(payments.id, id)))[0];
}

describe('reconcilePendingPayments', () => {
  it('finds a lost callback: a payment pending after two minutes is settled from the provider’s query', async () => {
    const { buyer, order, id } = await lostCallbackAttempt(stocked[0]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await paymentRow(id)).paymentStatus).toBe('pending');

    // Not yet two minutes: nobody asks.
    expect(await reconcilePendingPayments(api.deps, { now: minutesFromNow(1) })).toBe(0);
    expect((await paymentRow(id)).paymentStatus).toBe('pending');

    expect(await reconcilePendingPayments(api.deps, { now: minutesFromNow(3) })).toBeGreaterThanOrEqual(1);
    const settled = await waitForPayment(api, buyer.token, id);
    // The query confirms the result, and its receipt number is the one recorded.
    expect(settled).toMatchObject({ status: 'completed', receipt_number: expect.stringMatching(/^SBX[A-Z0-9]{7}$/), order: { financial_status: 'paid' } });
    expect((await getOrder(api, buyer.token, order.order_id)).invoice.status).toBe('Paid');
    expect((await mailsTo(api, buyer.email)).map((m) => m.subject)).toContain(`Payment received for order ${order.order_number}`);
  });

  it('settles a lost failure as failed, with its reason', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[0]);
    loseCallbacks();
    const started = await startPayment(api, buyer.token, order.order_id, mpesa('0712345674'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    await reconcilePendingPayments(api.deps, { now: minutesFromNow(3) });
    expect(await waitForPayment(api, buyer.token, started.body.data.payment.payment_id)).toMatchObject({
      status: 'failed',
      failure_reason: 'The M-Pesa PIN was wrong. Please try again.',
    });
  });

  it('ignores the callback that arrives after the reconciliation settled the payment', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[1]);
    const held: { url: string; body: unknown }[] = [];
    api.deps.payments.sandbox!.setDelivery(async (url, body) => {
      held.push({ url, body });
    });
    const started = await startPayment(api, buyer.token, order.order_id, mpesa('0712345671'));
    const id = started.body.data.payment.payment_id;
    await new Promise((resolve) => setTimeout(resolve, 250));
    await reconcilePendingPayments(api.deps, { now: minutesFromNow(3) });
    const settled = await paymentRow(id);
    expect(settled.paymentStatus).toBe('completed');

    expect(held).toHaveLength(1);
    const late = await api.app.request(held[0].url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(held[0].body) });
    expect(late.status).toBe(200);
    expect((await late.json()).message).toBe('Already recorded.');
    expect(await paymentRow(id)).toEqual(settled);
    expect((await mailsTo(api, buyer.email)).filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(1);
  });

  it('gives up after ten minutes on a payment the provider still calls "processing"', async () => {
    const { buyer, order, id } = await lostCallbackAttempt(stocked[1]);
    await withQuery(
      async () => ({ status: 'pending' }),
      async () => {
        await reconcilePendingPayments(api.deps, { now: minutesFromNow(3) });
        expect((await paymentRow(id)).paymentStatus).toBe('pending');
        await reconcilePendingPayments(api.deps, { now: minutesFromNow(11) });
      },
    );
    expect(await paymentRow(id)).toMatchObject({ paymentStatus: 'failed', failureCode: 'no_answer', failureReason: NO_ANSWER_REASON });
    expect((await getOrder(api, buyer.token, order.order_id)).can_pay).toBe(true);
  });

  it('keeps a payment "still checking" while the provider cannot be reached, however long: never failed, the order never cancelled under it', async () => {
    const { buyer, order, id } = await lostCallbackAttempt(stocked[1]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const outage = async (): Promise<PaymentOutcome> => {
      throw new ProviderUnavailable('Daraja STK query: HTTP 503');
    };
    await withQuery(outage, async () => {
      expect(await reconcilePendingPayments(api.deps, { now: minutesFromNow(3) })).toBe(0);
      expect(await reconcilePendingPayments(api.deps, { now: minutesFromNow(11) })).toBe(0);
      expect(await reconcilePendingPayments(api.deps, { now: minutesFromNow(60) })).toBe(0);
    });
    expect(await paymentRow(id)).toMatchObject({ paymentStatus: 'pending', failureCode: null });
    // The buyer sees it still being checked, not failed.
    const shown = (await api.request('GET', `/payments/${id}`, { token: buyer.token })).body.data.payment;
    expect(shown).toMatchObject({ status: 'pending', still_checking: true, failure_reason: null });
    expect(await expireUnpaidOrders(api.deps, { now: minutesFromNow(61) })).not.toContain(order.order_number);
    // No second attempt while this one may still complete.
    const again = await startPayment(api, buyer.token, order.order_id, CARD);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('We are still checking an earlier M-Pesa payment for this order. Please wait for it before paying again.');
    expect(again.body.data.payment.payment_id).toBe(id);
    // M-Pesa is back: its word settles the payment.
    await reconcilePendingPayments(api.deps, { now: minutesFromNow(62) });
    expect(await waitForPayment(api, buyer.token, id)).toMatchObject({ status: 'completed', still_checking: false, order: { financial_status: 'paid' } });
  });

  it('asks about each payment once when two processes run it at the same time', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    loseCallbacks();
    const started = await startPayment(api, buyer.token, order.order_id, mpesa('0712345671'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = minutesFromNow(3);
    const queried: string[] = [];
    const query = api.deps.payments.mpesa.query.bind(api.deps.payments.mpesa);
    api.deps.payments.mpesa.query = async (checkoutRequestId) => {
      queried.push(checkoutRequestId);
      return query(checkoutRequestId);
    };
    try {
      await Promise.all([reconcilePendingPayments(api.deps, { now }), reconcilePendingPayments(api.deps, { now })]);
    } finally {
      api.deps.payments.mpesa.query = query;
    }
    const [row] = await api.db.select().from(payments).where(eq(payments.id, started.body.data.payment.payment_id));
    expect(queried.filter((q) => q === row.checkoutRequestId)).toHaveLength(1);
    expect(row.paymentStatus).toBe('completed');
  });
});

describe('expireUnpaidOrders', () => {
  it('cancels an order unpaid after 30 minutes: stock released, invoice Canceled, the buyer told', async () => {
    const buyer = await api.createUser();
    const product = stocked[3];
    const before = (await readProduct(api.db, product.id)).stock;
    const order = await placeUnpaidOrder(api, buyer.token, product, 3);
    expect((await readProduct(api.db, product.id)).stock).toBe(before - 3);

    expect(await expireUnpaidOrders(api.deps, { now: minutesFromNow(29) })).not.toContain(order.order_number);
    expect((await getOrder(api, buyer.token, order.order_id)).order_status).toBe('Pending');

    expect(await expireUnpaidOrders(api.deps, { now: minutesFromNow(31) })).toContain(order.order_number);
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({
      order_status: 'Canceled',
      financial_status: 'voided',
      payment_due_at: null,
      can_pay: false,
      invoice: { status: 'Canceled' },
      // Its shop's shipment is canceled with it.
      fulfilments: [
        expect.objectContaining({ state: 'canceled', events: [expect.objectContaining({ step: 'pending' }), expect.objectContaining({ step: 'canceled' })] }),
      ],
    });
    expect((await readProduct(api.db, product.id)).stock).toBe(before);
    const mails = await mailsTo(api, buyer.email);
    expect(mails.map((m) => m.subject)).toContain(`Order ${order.order_number} cancelled`);

    const pay = await startPayment(api, buyer.token, order.order_id, CARD);
    expect(pay.status).toBe(409);
    expect(pay.body.message).toBe('This order was cancelled and can no longer be paid.');

    // Run again (or by another process): nothing is released twice.
    expect(await expireUnpaidOrders(api.deps, { now: minutesFromNow(40) })).not.toContain(order.order_number);
    expect((await readProduct(api.db, product.id)).stock).toBe(before);
  });

  it('never cancels a paid order', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[4]);
    await payByCard(api, buyer.token, order.order_id);
    expect(await expireUnpaidOrders(api.deps, { now: minutesFromNow(60) })).not.toContain(order.order_number);
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ order_status: 'Pending', financial_status: 'paid', invoice: { status: 'Paid' } });
  });

  it('waits for an attempt still pending, and cancels once it has failed', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[4]);
    loseCallbacks();
    const started = await startPayment(api, buyer.token, order.order_id, mpesa('0712345672'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await expireUnpaidOrders(api.deps, { now: minutesFromNow(31) })).not.toContain(order.order_number);
    await reconcilePendingPayments(api.deps, { now: minutesFromNow(31) });
    expect((await paymentRow(started.body.data.payment.payment_id)).paymentStatus).toBe('failed');
    expect(await expireUnpaidOrders(api.deps, { now: minutesFromNow(31) })).toContain(order.order_number);
  });

  it('releases the stock once when two processes expire at the same time', async () => {
    const product = stocked[5];
    const before = (await readProduct(api.db, product.id)).stock;
    const buyers = await Promise.all([api.createUser(), api.createUser(), api.createUser()]);
    const placed = [];
    for (const buyer of buyers) placed.push(await placeUnpaidOrder(api, buyer.token, product, 2));
    expect((await readProduct(api.db, product.id)).stock).toBe(before - 6);
    const now = minutesFromNow(31);
    const [a, b] = await Promise.all([expireUnpaidOrders(api.deps, { now }), expireUnpaidOrders(api.deps, { now })]);
    const numbers = placed.map((o) => o.order_number);
    const cancelled = [...a, ...b].filter((n) => numbers.includes(n));
    expect(cancelled.sort()).toEqual([...numbers].sort());
    expect((await readProduct(api.db, product.id)).stock).toBe(before);
    for (const order of placed) {
      const [inv] = await api.db.select().from(invoices).where(eq(invoices.orderId, order.order_id));
      expect(inv.status).toBe('Canceled');
    }
  });
});

describe('startPaymentJobs', () => {
  it('runs both jobs on its interval until stopped', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[0]);
    await api.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.order_id));
    const stop = startPaymentJobs(api.deps, { intervalMs: 20, log: () => {} });
    try {
      const until = Date.now() + 5000;
      while ((await api.db.select().from(orders).where(eq(orders.id, order.order_id)))[0].orderStatus !== 'Canceled') {
        if (Date.now() > until) throw new Error('the jobs never cancelled the order');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await stop();
    }
    const [row] = await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, stocked[0].id));
    expect(row.stock).toBeGreaterThan(0);
  });
});
