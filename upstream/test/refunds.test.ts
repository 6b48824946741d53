// Refunds to where the money came from (issue 34, point 3): a shop's or the operator's cancel after
// payment, an approved return and money that arrived too late are each refunded once, to the M-Pesa
// number (B2C, the sandbox's result confirmed by its query) or card that paid, the wallet's part to
// the wallet, or all to the wallet when the buyer chose so. A refund M-Pesa refuses is tried again,
// then failed for the operator, who sends it again or gives it to the wallet. The books balance
// after each, and nothing is left in transit once the provider has answered.
import { eq, sql } from 'drizzle-orm';
import { recordWalletMovement, walletBalance } from '../src/account/wallet';
import { ledgerJournals, orders, payments, refunds } from '../src/db/schema';
import { accounts, accountSum } from '../src/money/ledger';
import { reconcileRefunds } from '../src/money/refunds';
import { REFUND_MAX_ATTEMPTS } from '../../contract/rules/refunds';
import { testApiForFile } from './harness';
import { deliverParcel, expectBooksBalance as expectBooksBalanceOf, refundsLanded, sellerOfShop, type ShopSeller } from './money-fixtures';
import { getOrder, mailsTo, mpesa, placeUnpaidOrder, startPayment, waitForPayment } from './payments-fixtures';
import { pdfText } from './pdf-text';

const api = testApiForFile();
let seller: ShopSeller;

beforeAll(async () => {
  seller = await sellerOfShop(api);
});

const expectBooksBalance = () => expectBooksBalanceOf(api);

const refundsOf = (orderId: number) => api.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
/** How many refunds are in `status`, and what they come to, read from the table itself. */
async function refundTally(status: (typeof refunds.$inferSelect)['status']) {
  const rows = await api.db.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.status, status));
  return { count: rows.length, amount: Math.round(rows.reduce((sum, r) => sum + r.amount, 0) * 100) / 100 };
}
const journalKinds = async (orderId: number) =>
  (await api.db.select({ kind: ledgerJournals.kind }).from(ledgerJournals).where(eq(ledgerJournals.orderId, orderId))).map((j) => j.kind).sort();

const refundsSettled = (orderId: number) => refundsLanded(api, orderId);

/** A new buyer's order of the seller's product, paid by M-Pesa from `phone` (with `wallet` shillings of it from their wallet first). */
async function paidByMpesa(phone = '0712345671', wallet = 0) {
  const buyer = await api.createUser();
  if (wallet > 0) {
    await api.db.transaction((tx) => recordWalletMovement(tx, { userId: buyer.id, amount: wallet, kind: 'credit', description: 'Credit', orderId: null }));
  }
  const order = await placeUnpaidOrder(api, buyer.token, seller.product, 2);
  const started = await startPayment(api, buyer.token, order.order_id, { ...mpesa(phone), use_wallet: wallet > 0 });
  expect(started.status).toBe(201);
  expect((await waitForPayment(api, buyer.token, started.body.data.payment.payment_id)).status).toBe('completed');
  return { buyer, order };
}

async function sellerCancels(orderId: number, reason = 'The kiln broke') {
  const [f] = await api.db.execute(sql`select id from fulfilments where order_id = ${orderId}`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  const res = await api.request('POST', `/seller/orders/${f.id}/cancel`, { token: seller.token, body: { reason } });
  expect(res.status).toBe(200);
  return f.id;
}

describe('a paid order cancelled by its shop', () => {
  it('refunds the M-Pesa payment by B2C: on its way, then completed with M-Pesa’s receipt, mailed, and on the order with its credit note', async () => {
    const { buyer, order } = await paidByMpesa('0712345671');
    await sellerCancels(order.order_id);
    const [first] = await refundsOf(order.order_id);
    expect(first).toMatchObject({ method: 'mpesa', cause: expect.stringMatching(/^cancel:/), phone: '254712345671', attempts: 1 });
    await refundsSettled(order.order_id);

    const detail = await getOrder(api, buyer.token, order.order_id);
    expect(detail.financial_status).toBe('refunded');
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        cause: 'cancel',
        method: 'mpesa',
        status: 'completed',
        amount: order.total_amount,
        destination: 'M-Pesa 2547•••••671',
        receipt_number: expect.any(String),
      }),
    ]);
    expect(await journalKinds(order.order_id)).toEqual(['payment', 'refund', 'refund_paid']);
    expect(await accountSum(api.db, accounts.order(order.order_id))).toBe(0);
    expect(await walletBalance(api.db, buyer.id)).toBe(0);
    const mail = (await mailsTo(api, buyer.email)).find((m) => m.subject.startsWith(`Refund of Ksh`) && m.subject.endsWith('sent'));
    expect(mail?.body).toContain('to M-Pesa 2547•••••671');
    expect(mail?.body).toContain(`Receipt: ${detail.refunds[0].receipt_number}`);

    // The credit note is the buyer's only.
    const note = await api.app.request(`/refunds/${detail.refunds[0].id}/credit-note`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(note.status).toBe(200);
    expect(note.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(await note.arrayBuffer()))).flat().join(' ');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(order.order_number);
    expect(text).toContain('Refunded');
    const stranger = await api.createUser();
    const theirs = await api.app.request(`/refunds/${detail.refunds[0].id}/credit-note`, { headers: { authorization: `Bearer ${stranger.token}` } });
    expect(theirs.status).toBe(404);

    // M-Pesa sending its result again changes nothing.
    const journals = await api.db.select().from(ledgerJournals);
    expect(await reconcileRefunds(api.deps, { now: new Date(Date.now() + 60 * 60_000) })).toBe(0);
    expect(await api.db.select().from(ledgerJournals)).toHaveLength(journals.length);
    await expectBooksBalance();
  });

  it('gives each part back where it came from: the M-Pesa part to M-Pesa, the wallet’s part to the wallet', async () => {
    const { buyer, order } = await paidByMpesa('0712345676', 100);
    await sellerCancels(order.order_id);
    await refundsSettled(order.order_id);
    const rows = await refundsOf(order.order_id);
    expect(rows.map((r) => [r.method, r.status, r.amount])).toEqual([
      ['mpesa', 'completed', order.total_amount - 100],
      ['wallet', 'completed', 100],
    ]);
    expect(await walletBalance(api.db, buyer.id)).toBe(100);
    expect(await accountSum(api.db, accounts.order(order.order_id))).toBe(0);
    await expectBooksBalance();
  });
});

describe('an approved return', () => {
  it('is refunded to M-Pesa by default, and to the wallet when the buyer asks so', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    for (const refundTo of ['original', 'wallet'] as const) {
      const { buyer, order } = await paidByMpesa('0712345679');
      await deliverParcel(api, seller, order.order_id);
      const asked = await api.request('POST', '/returns', {
        token: buyer.token,
        body: { order_id: order.order_id, reason: 'It arrived cracked.', refund_to: refundTo },
      });
      expect(asked.status).toBe(201);
      expect(asked.body.data.refund_to).toBe(refundTo);
      expect(asked.body.data.refunds).toEqual([]);
      const approved = await api.request('POST', `/returns/${asked.body.data.id}/approve`, { token: admin.token });
      expect(approved.status).toBe(200);
      // The answer is written before M-Pesa is asked: on its way there, already in the wallet.
      expect(approved.body.data.refunds).toEqual([
        expect.objectContaining({ cause: 'return', status: refundTo === 'wallet' ? 'completed' : 'pending', amount: asked.body.data.refund }),
      ]);
      await refundsSettled(order.order_id);
      const [row] = await refundsOf(order.order_id);
      expect(row).toMatchObject({ cause: `return:${asked.body.data.id}`, method: refundTo === 'wallet' ? 'wallet' : 'mpesa', status: 'completed' });
      expect(await walletBalance(api.db, buyer.id)).toBe(refundTo === 'wallet' ? asked.body.data.refund : 0);
      // The buyer's list says where the request's refund went and where it stands.
      const listed = await api.request('GET', '/returns', { token: buyer.token });
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          id: asked.body.data.id,
          status: 'Approved',
          refund_to: refundTo,
          refunds: [
            {
              id: row.id,
              amount: asked.body.data.refund,
              currency: 'KES',
              method: refundTo === 'wallet' ? 'wallet' : 'mpesa',
              destination: refundTo === 'wallet' ? 'your wallet' : 'M-Pesa 2547•••••679',
              status: 'completed',
              cause: 'return',
              receipt_number: refundTo === 'wallet' ? null : expect.any(String),
              created_at: expect.any(String),
              completed_at: expect.any(String),
            },
          ],
        }),
      ]);
    }
    const bad = await api.request('POST', '/returns', { token: (await api.createUser()).token, body: { order_id: 1, reason: 'x', refund_to: 'bank' } });
    expect(bad.status).toBe(422);
    await expectBooksBalance();
  });
});

describe('money that arrives after its order closed', () => {
  it('is refunded to the M-Pesa number that sent it', async () => {
    const buyer = await api.createUser();
    const order = await placeUnpaidOrder(api, buyer.token, seller.product);
    const started = await startPayment(api, buyer.token, order.order_id, mpesa('0712345678'));
    // The order is cancelled while the buyer types their PIN; the money arrives anyway.
    await api.db.update(orders).set({ orderStatus: 'Canceled', financialStatus: 'voided' }).where(eq(orders.id, order.order_id));
    expect((await waitForPayment(api, buyer.token, started.body.data.payment.payment_id)).status).toBe('completed');
    await refundsSettled(order.order_id);
    const [row] = await refundsOf(order.order_id);
    expect(row).toMatchObject({ cause: `late:${started.body.data.payment.payment_id}`, method: 'mpesa', status: 'completed', amount: order.total_amount });
    expect(await accountSum(api.db, accounts.order(order.order_id))).toBe(0);
    await expectBooksBalance();
  });
});

describe('a refund M-Pesa refuses', () => {
  it('is tried again, failed after the last try for the operator, and given to the wallet by them (audited, once)', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const { buyer, order } = await paidByMpesa('0712345671');
    // The number has since left M-Pesa: the sandbox's B2C answers 2040 (not an M-Pesa customer) for a last digit 2.
    await api.db.update(payments).set({ phone: '254712345672' }).where(eq(payments.orderId, order.order_id));
    await sellerCancels(order.order_id);
    await refundsSettled(order.order_id);
    let [row] = await refundsOf(order.order_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null, failureCode: '2040' });
    // The jobs send it again when its time comes, until the last try.
    for (let attempt = 2; attempt <= REFUND_MAX_ATTEMPTS; attempt += 1) {
      await reconcileRefunds(api.deps, { now: new Date(Date.now() + attempt * 60 * 60_000) });
      await refundsSettled(order.order_id);
      [row] = await refundsOf(order.order_id);
      expect(row.attempts).toBe(attempt);
    }
    expect(row.status).toBe('failed');
    expect(await accountSum(api.db, accounts.refundsInTransit)).toBe(-Math.round(row.amount * 100));
    expect((await mailsTo(api, buyer.email)).map((m) => m.subject)).toContain(`Your refund for order ${order.order_number} is delayed`);
    expect((await getOrder(api, buyer.token, order.order_id)).refunds[0]).toMatchObject({ status: 'failed' });

    // The money page counts it among the failed refunds, its amount still in transit.
    const moneyBefore = (await api.request('GET', '/admin/money', { token: admin.token })).body.data;
    expect(moneyBefore.balances.refunds_in_transit).toBe(row.amount);
    expect(moneyBefore.refunds.failed).toEqual(await refundTally('failed'));
    expect(moneyBefore.refunds.failed.count).toBeGreaterThanOrEqual(1);
    expect(moneyBefore.refunds.completed).toEqual(await refundTally('completed'));

    // The operator sees it, with M-Pesa's reason.
    const listed = await api.request('GET', '/admin/refunds?status=failed', { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.data).toContainEqual(
      expect.objectContaining({
        id: row.id,
        order_number: order.order_number,
        attempts: REFUND_MAX_ATTEMPTS,
        failure_reason: expect.any(String),
        buyer: expect.objectContaining({ id: buyer.id }),
      }),
    );
    expect((await api.request('GET', '/admin/refunds', { token: buyer.token })).status).toBe(403);
    expect((await api.request('GET', '/admin/refunds?status=lost', { token: admin.token })).status).toBe(422);

    const given = await api.request('POST', `/admin/refunds/${row.id}/to-wallet`, { token: admin.token });
    expect(given.status).toBe(200);
    expect(given.body.data).toMatchObject({ status: 'completed', method: 'wallet' });
    expect(await walletBalance(api.db, buyer.id)).toBe(row.amount);
    expect(await accountSum(api.db, accounts.refundsInTransit)).toBe(0);
    const moneyAfter = (await api.request('GET', '/admin/money', { token: admin.token })).body.data;
    expect(moneyAfter.balances.refunds_in_transit).toBe(0);
    expect(moneyAfter.refunds.failed.count).toBe(moneyBefore.refunds.failed.count - 1);
    expect(moneyAfter.refunds.completed).toEqual({
      count: moneyBefore.refunds.completed.count + 1,
      amount: Math.round((moneyBefore.refunds.completed.amount + row.amount) * 100) / 100,
    });
    expect((await api.request('POST', `/admin/refunds/${row.id}/to-wallet`, { token: admin.token })).status).toBe(409);
    expect((await api.request('POST', `/admin/refunds/${row.id}/retry`, { token: admin.token })).status).toBe(409);
    expect((await api.request('POST', `/admin/refunds/999999/retry`, { token: admin.token })).status).toBe(404);
    const audit = await api.request('GET', `/admin/audit?action=refund.to_wallet&target_id=${row.id}`, { token: admin.token });
    expect(audit.body.data.data).toHaveLength(1);
    expect((await mailsTo(api, buyer.email)).map((m) => m.subject)).toContain(
      `Refund of Ksh ${order.total_amount.toLocaleString('en-KE')} for order ${order.order_number} added to your wallet`,
    );
    await expectBooksBalance();
  });

  it('can be sent again by the operator, and then lands', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const { order } = await paidByMpesa('0712345671');
    await api.db.update(payments).set({ phone: '254712345673' }).where(eq(payments.orderId, order.order_id));
    await sellerCancels(order.order_id);
    await refundsSettled(order.order_id);
    const [row] = await refundsOf(order.order_id);
    // Straight to failed, as after the last try; the number works again.
    await api.db.update(refunds).set({ status: 'failed', attempts: REFUND_MAX_ATTEMPTS, phone: '254712345671' }).where(eq(refunds.id, row.id));
    const again = await api.request('POST', `/admin/refunds/${row.id}/retry`, { token: admin.token });
    expect(again.status).toBe(200);
    await refundsSettled(order.order_id);
    const [after] = await refundsOf(order.order_id);
    expect(after).toMatchObject({ status: 'completed', attempts: 1 });
    expect(await accountSum(api.db, accounts.refundsInTransit)).toBe(0);
    await expectBooksBalance();
  });
});
