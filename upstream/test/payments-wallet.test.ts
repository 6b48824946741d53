// Spending the wallet (issue 34, point 2): a buyer pays all of an order from their wallet, or part
// of it with the rest by M-Pesa or card. Each part is a payment the order lists; the books move the
// wallet's part from the wallet to the order; an order cancelled before the rest is paid gives the
// wallet's part back; and one wallet cannot pay more than it holds, even for two orders at once.
import { and, eq } from 'drizzle-orm';
import { recordWalletMovement, walletBalance } from '../src/account/wallet';
import { ledgerJournals, orders, payments } from '../src/db/schema';
import { accounts, accountSum } from '../src/money/ledger';
import { WALLET_MESSAGES } from '../src/order-money/wallet-part';
import { expireUnpaidOrders } from '../src/payments/jobs';
import { USE_WALLET_MESSAGE } from '../src/payments/request';
import { testApiForFile } from './harness';
import { expectBooksBalance as expectBooksBalanceOf } from './money-fixtures';
import { pickProducts, type TestProduct } from './commerce-fixtures';
import { CARD, getOrder, mailsTo, mpesa, placeUnpaidOrder, startPayment, waitForPayment } from './payments-fixtures';

const api = testApiForFile();
let stocked: TestProduct[];

beforeAll(async () => {
  stocked = await pickProducts(api.db, 3, { minStock: 60 });
});

/** A new buyer with `amount` in their wallet (a marketplace credit). */
async function buyerWithWallet(amount: number) {
  const buyer = await api.createUser();
  await api.db.transaction((tx) =>
    recordWalletMovement(tx, { userId: buyer.id, amount, kind: 'credit', description: 'Goodwill credit', orderId: null, returnRequestId: null }),
  );
  return buyer;
}

const walletOf = (userId: number) => walletBalance(api.db, userId);

const expectBooksBalance = () => expectBooksBalanceOf(api);

describe('paying an order from the wallet', () => {
  it('pays the whole order at once when the wallet covers it: one wallet part, the order and invoice paid, the books moved', async () => {
    const order0 = { total: 0 };
    const buyer = await buyerWithWallet(100_000);
    const order = await placeUnpaidOrder(api, buyer.token, stocked[0]);
    order0.total = order.total_amount;
    expect(order).toMatchObject({ amount_due: order.total_amount, wallet_available: order.total_amount, payment_parts: [] });

    const res = await startPayment(api, buyer.token, order.order_id, { method: 'wallet' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(WALLET_MESSAGES.paid);
    expect(res.body.data.payment).toMatchObject({
      method: 'wallet',
      status: 'completed',
      payment_processor: 'Wallet',
      amount: order.total_amount,
      order: { financial_status: 'paid' },
    });
    const after = await getOrder(api, buyer.token, order.order_id);
    expect(after).toMatchObject({ financial_status: 'paid', can_pay: false, amount_due: 0, wallet_available: 0, invoice: { status: 'Paid' } });
    expect(after.payment_parts).toHaveLength(1);
    expect(await walletOf(buyer.id)).toBeCloseTo(100_000 - order0.total, 2);
    // The order's account holds the money it was paid; the receipt names the wallet.
    expect(await accountSum(api.db, accounts.order(order.order_id))).toBe(-Math.round(order.total_amount * 100));
    const mails = await mailsTo(api, buyer.email);
    expect(mails.map((m) => m.subject)).toContain(`Payment received for order ${order.order_number}`);
    expect(mails.find((m) => m.subject.startsWith('Payment received'))!.body).toContain('by Wallet');
    // The wallet's statement and the transactions list both show it.
    const wallet = await api.request('GET', '/wallet', { token: buyer.token });
    expect(wallet.body.data.movements.data[0]).toMatchObject({ kind: 'debit', amount: -order.total_amount, order_number: order.order_number });
    const txns = await api.request('GET', '/transactions', { token: buyer.token });
    expect(txns.body.data[0]).toMatchObject({ amount: order.total_amount, status: 'completed', processor: 'Wallet' });
    await expectBooksBalance();

    // Paid: a second try is refused and nothing more leaves the wallet.
    const again = await startPayment(api, buyer.token, order.order_id, { method: 'wallet' });
    expect(again.status).toBe(409);
    expect(await walletOf(buyer.id)).toBeCloseTo(100_000 - order0.total, 2);
  });

  it('refuses the wallet alone when it holds less than is due, and when it is empty, with clear messages and nothing taken', async () => {
    const poor = await buyerWithWallet(10);
    const order = await placeUnpaidOrder(api, poor.token, stocked[0]);
    const short = await startPayment(api, poor.token, order.order_id, { method: 'wallet' });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(WALLET_MESSAGES.short(10, order.total_amount));
    expect(await walletOf(poor.id)).toBe(10);

    const empty = await api.createUser();
    const other = await placeUnpaidOrder(api, empty.token, stocked[0]);
    expect(other.wallet_available).toBe(0);
    const none = await startPayment(api, empty.token, other.order_id, { method: 'wallet' });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(WALLET_MESSAGES.empty);
    const bad = await startPayment(api, empty.token, other.order_id, { ...CARD, use_wallet: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({ use_wallet: [USE_WALLET_MESSAGE] });
    expect(await api.db.select().from(payments).where(eq(payments.orderId, other.order_id))).toEqual([]);
  });

  it('pays part from the wallet and the rest by M-Pesa: both parts listed, the M-Pesa request for the rest only', async () => {
    const buyer = await buyerWithWallet(50);
    const order = await placeUnpaidOrder(api, buyer.token, stocked[1]);
    const res = await startPayment(api, buyer.token, order.order_id, { ...mpesa('0712345671'), use_wallet: true });
    expect(res.status).toBe(201);
    expect(res.body.data.payment).toMatchObject({ method: 'mpesa', status: 'pending', amount: order.total_amount - 50 });
    // While M-Pesa is asked, the order is part paid: the wallet's part is done, the rest due.
    const midway = await getOrder(api, buyer.token, order.order_id);
    expect(midway).toMatchObject({ financial_status: 'pending', amount_due: order.total_amount - 50, wallet_available: 0 });
    expect(midway.payment_parts).toMatchObject([{ method: 'wallet', amount: 50, status: 'completed' }]);
    expect(await walletOf(buyer.id)).toBe(0);

    const settled = await waitForPayment(api, buyer.token, res.body.data.payment.payment_id);
    expect(settled.status).toBe('completed');
    const paid = await getOrder(api, buyer.token, order.order_id);
    expect(paid).toMatchObject({ financial_status: 'paid', amount_due: 0 });
    expect(paid.payment_parts.map((p: { method: string; amount: number }) => [p.method, p.amount])).toEqual([
      ['wallet', 50],
      ['mpesa', order.total_amount - 50],
    ]);
    const [row] = await api.db.select({ gateway: orders.paymentGateway }).from(orders).where(eq(orders.id, order.order_id));
    expect(row.gateway).toBe('Wallet and M-Pesa');
    // The order's account holds the total: 50 from the wallet and the rest from M-Pesa.
    expect(await accountSum(api.db, accounts.order(order.order_id))).toBe(-Math.round(order.total_amount * 100));
    await expectBooksBalance();
  });

  it('keeps the wallet part when M-Pesa fails, asks only for the rest next time, and gives the part back when the hold runs out', async () => {
    const buyer = await buyerWithWallet(80);
    const order = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    // Last digit 2: the buyer cancels the M-Pesa prompt.
    const first = await startPayment(api, buyer.token, order.order_id, { ...mpesa('0712345672'), use_wallet: true });
    expect(first.status).toBe(201);
    expect((await waitForPayment(api, buyer.token, first.body.data.payment.payment_id)).status).toBe('failed');
    const retry = await startPayment(api, buyer.token, order.order_id, { ...mpesa('0712345675'), use_wallet: true });
    expect(retry.status).toBe(201);
    // The wallet paid its part once; M-Pesa is asked for the same rest (digit 5: insufficient funds).
    expect(retry.body.data.payment.amount).toBe(order.total_amount - 80);
    expect((await waitForPayment(api, buyer.token, retry.body.data.payment.payment_id)).status).toBe('failed');
    expect(await walletOf(buyer.id)).toBe(0);

    // The hold runs out: the order is cancelled and the wallet's part comes back, once.
    await api.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.order_id));
    expect(await expireUnpaidOrders(api.deps)).toContain(order.order_number);
    expect(await expireUnpaidOrders(api.deps)).not.toContain(order.order_number);
    expect(await walletOf(buyer.id)).toBe(80);
    expect(await accountSum(api.db, accounts.order(order.order_id))).toBe(0);
    const mail = (await mailsTo(api, buyer.email)).find((m) => m.subject === `Order ${order.order_number} cancelled`);
    expect(mail!.body).toContain('Ksh 80 you paid from your wallet is back in your wallet');
    const journals = await api.db
      .select({ kind: ledgerJournals.kind })
      .from(ledgerJournals)
      .where(and(eq(ledgerJournals.orderId, order.order_id)));
    expect(journals.map((j) => j.kind).sort()).toEqual(['wallet_debit', 'wallet_refund']);
    await expectBooksBalance();
  });

  it('an admin cancelling a part-paid order returns the wallet part and says so', async () => {
    const buyer = await buyerWithWallet(30);
    const admin = await api.createUser({ userType: 'admin' });
    const order = await placeUnpaidOrder(api, buyer.token, stocked[0]);
    const res = await startPayment(api, buyer.token, order.order_id, { ...mpesa('0712345672'), use_wallet: true });
    await waitForPayment(api, buyer.token, res.body.data.payment.payment_id);
    const cancel = await api.request('POST', `/admin/orders/${order.order_id}/cancel`, { token: admin.token, body: { reason: 'Buyer asked by phone' } });
    expect(cancel.status).toBe(200);
    expect(await walletOf(buyer.id)).toBe(30);
    const mail = (await mailsTo(api, buyer.email)).find((m) => m.subject === `Your order ${order.order_number} was canceled`);
    expect(mail!.body).toContain('We refunded Ksh 30 to your wallet.');
  });

  it('never lets one wallet pay more than it holds, for two orders paid at the same moment', async () => {
    const buyer = await buyerWithWallet(0.01);
    const first = await placeUnpaidOrder(api, buyer.token, stocked[1]);
    const second = await placeUnpaidOrder(api, buyer.token, stocked[2]);
    // Top the wallet up to pay exactly one of the two.
    const need = Math.max(first.total_amount, second.total_amount) - 0.01;
    await api.db.transaction((tx) =>
      recordWalletMovement(tx, { userId: buyer.id, amount: need, kind: 'credit', description: 'Top-up', orderId: null, returnRequestId: null }),
    );
    const answers = await Promise.all([
      startPayment(api, buyer.token, first.order_id, { method: 'wallet' }),
      startPayment(api, buyer.token, second.order_id, { method: 'wallet' }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 422]);
    expect(await walletOf(buyer.id)).toBeGreaterThanOrEqual(0);
    await expectBooksBalance();
  });
});

describe('POST /admin/users/{id}/wallet-credits', () => {
  it('credits a buyer’s wallet from the marketplace with its reason on the statement, audited; refuses bad amounts, admins and non-admins', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const buyer = await api.createUser();
    const res = await api.request('POST', `/admin/users/${buyer.id}/wallet-credits`, {
      token: admin.token,
      body: { amount: 250.5, reason: 'Late delivery, our apologies.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amount: 250.5, balance: 250.5 });
    const wallet = await api.request('GET', '/wallet', { token: buyer.token });
    expect(wallet.body.data.movements.data[0]).toMatchObject({ kind: 'credit', amount: 250.5, description: 'Late delivery, our apologies.' });
    expect(await accountSum(api.db, accounts.goodwill)).toBeGreaterThanOrEqual(25050);
    const audit = await api.request('GET', `/admin/audit?action=user.wallet_credit&target_id=${buyer.id}`, { token: admin.token });
    expect(audit.body.data.data[0]).toMatchObject({ action: 'user.wallet_credit', reason: 'Late delivery, our apologies.' });

    for (const amount of [0, -5, 0.001, 100_001, '10']) {
      const bad = await api.request('POST', `/admin/users/${buyer.id}/wallet-credits`, { token: admin.token, body: { amount, reason: 'x' } });
      expect(bad.status).toBe(422);
    }
    const noReason = await api.request('POST', `/admin/users/${buyer.id}/wallet-credits`, { token: admin.token, body: { amount: 5, reason: ' ' } });
    expect(noReason.status).toBe(422);
    const toAdmin = await api.request('POST', `/admin/users/${admin.id}/wallet-credits`, { token: admin.token, body: { amount: 5, reason: 'x' } });
    expect(toAdmin.status).toBe(409);
    const byBuyer = await api.request('POST', `/admin/users/${buyer.id}/wallet-credits`, { token: buyer.token, body: { amount: 5, reason: 'x' } });
    expect(byBuyer.status).toBe(403);
    const missing = await api.request('POST', `/admin/users/999999/wallet-credits`, { token: admin.token, body: { amount: 5, reason: 'x' } });
    expect(missing.status).toBe(404);
    expect(await walletOf(buyer.id)).toBe(250.5);
  });
});
