// Money that M-Pesa confirms after we gave its attempt up is never thrown away: it pays the order
// while the order can take it, and is otherwise recorded and marked for refund, where an admin
// reads it. A receipt number already recorded is refused with a 4xx, never a 500.
import { eq } from 'drizzle-orm';
import { payments } from '../src/db/schema';
import { expireUnpaidOrders, reconcilePendingPayments } from '../src/payments/jobs';
import { ProviderUnavailable, type MpesaProvider } from '../src/payments/provider';
import { testApiForFile } from './harness';
import { pickProducts, type TestProduct } from './commerce-fixtures';
import {
  CARD,
  payByCard,
  deliverSandboxCallbacks,
  getOrder,
  holdSandboxCallbacks,
  mailsTo,
  mpesa,
  placeUnpaidOrder,
  startPayment,
  waitForHeld,
  waitForPayment,
  withMpesaQuery,
} from './payments-fixtures';

const api = testApiForFile();
let stocked: TestProduct[];

beforeAll(async () => {
  stocked = await pickProducts(api.db, 3, { minStock: 40 });
});

afterEach(() => deliverSandboxCallbacks(api));

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const withQuery = (query: MpesaProvider['query'], body: () => Promise<void>) => withMpesaQuery(api, query, body);

const paymentRow = async (id: number) => (await api.db.select().from(payments).where(eq(payments.id, id)))[0];

const deliver = (callback: { url: string; body: unknown }) => api.request('POST', callback.url, { body: callback.body });

/**
 * An M-Pesa attempt whose callback the test holds, given up by the reconciliation after ten minutes
 * of the provider saying "processing": failed, no_answer, the order payable again.
 */
async function givenUpAttempt(product: TestProduct) {
  const buyer = await api.createUser();
  const order = await placeUnpaidOrder(api, buyer.token, product);
  const held = holdSandboxCallbacks(api);
  const started = await startPayment(api, buyer.token, order.order_id, mpesa('0712345671'));
  const id: number = started.body.data.payment.payment_id;
  await waitForHeld(held);
  await withQuery(
    async () => ({ status: 'pending' }),
    async () => {
      await reconcilePendingPayments(api.deps, { now: minutesFromNow(11) });
    },
  );
  expect(await paymentRow(id)).toMatchObject({ paymentStatus: 'failed', failureCode: 'no_answer' });
  return { buyer, order, id, callback: held[0] };
}

async function refundsDue(token: string) {
  const res = await api.request('GET', '/admin/payments/refunds-due?per_page=50', { token });
  expect(res.status).toBe(200);
  return res.body.data.data as { payment_id: number; status: string; refund_due: boolean; receipt_number: string; order: { financial_status: string } }[];
}

describe('a success confirmed after the give-up', () => {
  it('pays the order when it can still be paid: receipt recorded, invoice Paid, the buyer mailed', async () => {
    const { buyer, order, id, callback } = await givenUpAttempt(stocked[0]);
    const res = await deliver(callback);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Accepted');
    const payment = await waitForPayment(api, buyer.token, id);
    expect(payment).toMatchObject({ status: 'completed', failure_reason: null, refund_due: false, receipt_number: expect.stringMatching(/^SBX/) });
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ financial_status: 'paid', can_pay: false, invoice: { status: 'Paid' } });
    expect((await mailsTo(api, buyer.email)).map((m) => m.subject)).toContain(`Payment received for order ${order.order_number}`);
  });

  it('is recorded and marked for refund when another attempt paid the order meanwhile; the order stays paid', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const { buyer, order, id, callback } = await givenUpAttempt(stocked[1]);
    const card = await payByCard(api, buyer.token, order.order_id);
    expect(card.status).toBe('completed');

    expect((await deliver(callback)).status).toBe(200);
    expect(await paymentRow(id)).toMatchObject({ paymentStatus: 'completed', receiptNumber: expect.stringMatching(/^SBX/), refundDueAt: expect.any(Date) });
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ financial_status: 'paid', invoice: { status: 'Paid' } });
    const due = (await refundsDue(admin.token)).find((p) => p.payment_id === id);
    expect(due).toMatchObject({ status: 'completed', refund_due: true, order: { financial_status: 'paid' } });
    // One receipt mail: the card's.
    expect((await mailsTo(api, buyer.email)).filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(1);
    // A buyer cannot read the refunds due.
    expect((await api.request('GET', '/admin/payments/refunds-due', { token: buyer.token })).status).toBe(403);
  });

  it('marks a cancelled order refund_due, visible to an admin', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const { buyer, order, id, callback } = await givenUpAttempt(stocked[2]);
    expect(await expireUnpaidOrders(api.deps, { now: minutesFromNow(31) })).toContain(order.order_number);

    expect((await deliver(callback)).status).toBe(200);
    expect(await getOrder(api, buyer.token, order.order_id)).toMatchObject({ order_status: 'Canceled', financial_status: 'refund_due', can_pay: false });
    const due = (await refundsDue(admin.token)).find((p) => p.payment_id === id);
    expect(due).toMatchObject({ status: 'completed', refund_due: true, order: { financial_status: 'refund_due' } });
  });

  it('is checked again when it arrives while M-Pesa cannot be reached: the attempt is still checking, and paid once M-Pesa answers', async () => {
    const { buyer, order, id, callback } = await givenUpAttempt(stocked[0]);
    await withQuery(
      async () => {
        throw new ProviderUnavailable('Daraja STK query: HTTP 503');
      },
      async () => {
        const res = await deliver(callback);
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('Received; the payment will be confirmed shortly.');
      },
    );
    expect((await api.request('GET', `/payments/${id}`, { token: buyer.token })).body.data.payment).toMatchObject({
      status: 'pending',
      still_checking: true,
      failure_reason: null,
    });
    expect((await startPayment(api, buyer.token, order.order_id, CARD)).status).toBe(409);
    await reconcilePendingPayments(api.deps, { now: minutesFromNow(12) });
    expect(await waitForPayment(api, buyer.token, id)).toMatchObject({ status: 'completed', refund_due: false, order: { financial_status: 'paid' } });
  });

  it('changes nothing when the provider’s query says the attempt did not pay', async () => {
    const { buyer, order, id, callback } = await givenUpAttempt(stocked[0]);
    await withQuery(
      async () => ({ status: 'failed', code: '1032', reason: 'You cancelled the M-Pesa request.' }),
      async () => {
        expect((await deliver(callback)).status).toBe(200);
      },
    );
    expect(await paymentRow(id)).toMatchObject({ paymentStatus: 'failed', failureCode: 'no_answer' });
    expect((await getOrder(api, buyer.token, order.order_id)).financial_status).toBe('pending');
  });
});

describe('a receipt number already recorded', () => {
  it('answers the callback 409 and leaves the payment pending; the reconciliation logs it and goes on', async () => {
    const first = await api.createUser();
    const firstOrder = await placeUnpaidOrder(api, first.token, stocked[0]);
    const paid = await startPayment(api, first.token, firstOrder.order_id, mpesa('0712345671'));
    const receipt = (await waitForPayment(api, first.token, paid.body.data.payment.payment_id)).receipt_number;
    expect(receipt).toMatch(/^SBX/);

    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, stocked[1]);
    const held = holdSandboxCallbacks(api);
    const started = await startPayment(api, buyer.token, order.order_id, mpesa('0712345671'));
    const id = started.body.data.payment.payment_id;
    await waitForHeld(held);
    const replayed = async () => ({ status: 'completed' as const, receiptNumber: receipt, amount: null, phone: null });
    await withQuery(replayed, async () => {
      const res = await deliver(held[0]);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This M-Pesa receipt is already recorded for another payment.');
      await expect(reconcilePendingPayments(api.deps, { now: minutesFromNow(3) })).resolves.toBe(0);
    });
    expect(await paymentRow(id)).toMatchObject({ paymentStatus: 'pending', receiptNumber: null });
    expect((await getOrder(api, buyer.token, order.order_id)).financial_status).toBe('pending');
  });
});
