// A shop's payouts (issue 34, point 6): the seller asks for the whole available balance, which the
// M-Pesa sandbox pays by B2C (or refuses, by the receiving number's last digit); the result moves
// the money out of transit to the provider, or back to the shop. Refusals (no number, below the
// minimum, one on its way), a replayed or forged result, and a lost result found by the query.
import { eq, sql } from 'drizzle-orm';
import { PAYOUT_MESSAGES } from '../../contract/rules/payouts';
import { ledgerEntries, ledgerJournals, payouts, shops, users } from '../src/db/schema';
import { accounts, accountSum, postJournal, twoSided } from '../src/money/ledger';
import { reconcilePayouts } from '../src/money/payouts';
import { RETURNS_CLOSE_MS, settleParcels } from '../src/money/settlement';
import type { B2cResultBody } from '../src/payments/b2c-result';
import { orderPayload } from './commerce-fixtures';
import { TEST_CALLBACK_SECRET, testApiForFile } from './harness';
import { deliverSandboxCallbacks, mailsTo, payByCard } from './payments-fixtures';
import { pdfText } from './pdf-text';
import { deliverParcel, expectBooksBalance as expectBooksBalanceOf, sellerOfShop as sellerOfOneShop, type ShopSeller } from './money-fixtures';

const api = testApiForFile();

type Seller = ShopSeller;

/** A seller of their own shop only: no money from the seed's history in another shop of theirs. */
async function sellerOfShop(skip: number): Promise<Seller> {
  const seller = await sellerOfOneShop(api, skip);
  await api.db.update(shops).set({ mpesaNumber: null }).where(eq(shops.id, seller.shopId));
  return seller;
}

/** A paid order of the seller's product, delivered, and settled as if its returns had closed. */
async function earn(seller: Seller, quantity: number) {
  const buyer = await api.createUser();
  const placed = await api.request('POST', '/shopify/order', { token: buyer.token, body: orderPayload([{ product: seller.product, quantity }]) });
  expect(placed.status).toBe(201);
  const orderId = placed.body.data.order.order_id as number;
  expect((await payByCard(api, buyer.token, orderId)).status).toBe('completed');
  await deliverParcel(api, seller, orderId);
  await settleParcels(api.db, { aheadMs: RETURNS_CLOSE_MS + 86_400_000 });
}

const available = async (seller: Seller) => 0 - (await accountSum(api.db, accounts.shopAvailable(seller.shopId)));
/** The shop's M-Pesa number, as the seller sets it on their profile. */
const setPhone = async (seller: Seller, phone: string | null) => {
  const res = await api.request('PATCH', '/seller/shop', { token: seller.token, body: { mpesa_number: phone ?? '' } });
  return res.status === 200 ? res : api.db.update(shops).set({ mpesaNumber: phone }).where(eq(shops.id, seller.shopId));
};
const ask = (seller: Seller) => api.request('POST', '/seller/payouts', { token: seller.token });
const payoutRow = async (id: number) => (await api.db.select().from(payouts).where(eq(payouts.id, id)))[0];

/** Where a shop's mail goes: its own address, else its owner's. */
async function sellerAddress(seller: Seller): Promise<string> {
  const [row] = await api.db
    .select({ shop: shops.email, owner: users.email })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(shops.id, seller.shopId));
  return row.shop ?? row.owner;
}

/** The sandbox's result has arrived (after its delay) and been handled. */
async function resultArrived(id: number) {
  const until = Date.now() + 5000;
  while ((await payoutRow(id)).status === 'pending') {
    if (Date.now() > until) throw new Error(`payout ${id} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await api.deps.payments.sandbox!.idle();
}

const expectBooksBalance = () => expectBooksBalanceOf(api);

const kindsOfPayout = async (id: number) =>
  (
    await api.db
      .select({ cause: ledgerJournals.cause })
      .from(ledgerJournals)
      .where(sql`${ledgerJournals.cause} like ${`%payout%:${id}`}`)
  )
    .map((j) => j.cause.split(':')[0])
    .sort();

/** One CSV line's fields (RFC 4180: a quoted field may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}

let seller: Seller;
beforeAll(async () => {
  seller = await sellerOfShop(0);
  // Enough for a payout above the minimum, several times over.
  await earn(seller, 6);
});

describe('asking for a payout', () => {
  it("is refused without the shop's M-Pesa number, and below the minimum", async () => {
    const res = await ask(seller);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(PAYOUT_MESSAGES.noPhone);
    await setPhone(seller, '+255712345678'); // a Tanzanian number: Kenya's M-Pesa does not pay it
    expect((await ask(seller)).body.message).toBe(PAYOUT_MESSAGES.noPhone);

    const poor = await sellerOfShop(40);
    await setPhone(poor, '0712345671');
    const below = await ask(poor);
    expect(below.status).toBe(422);
    expect(below.body.message).toBe(PAYOUT_MESSAGES.belowMinimum);
    expect(await api.db.select().from(payouts).where(eq(payouts.shopId, poor.shopId))).toEqual([]);
  });

  it('pays the whole available balance to M-Pesa: on its way, then paid with its receipt, the money out of the books', async () => {
    await setPhone(seller, '0712345671');
    const before = await available(seller);
    expect(before).toBeGreaterThanOrEqual(50_000);
    const res = await ask(seller);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PAYOUT_MESSAGES.requested);
    const payout = res.body.data;
    expect(payout).toMatchObject({ amount: Math.floor(before / 100), currency: 'KES', phone: '2547•••••671', status: 'pending', receipt_number: null });
    // The money left the shop's available balance at once (only the cents wait).
    expect(await available(seller)).toBe(before % 100);
    expect(await accountSum(api.db, accounts.payoutsInTransit)).toBe(-Math.floor(before / 100) * 100);

    // Asking again while it is on its way: refused.
    const again = await ask(seller);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PAYOUT_MESSAGES.onItsWay);

    await resultArrived(payout.id);
    const paid = await payoutRow(payout.id);
    expect(paid).toMatchObject({ status: 'completed', receiptNumber: expect.stringMatching(/^SBX[A-Z0-9]{7}$/), completedAt: expect.any(Date) });
    expect(await kindsOfPayout(payout.id)).toEqual(['payout', 'payout_paid']);
    expect(await accountSum(api.db, accounts.payoutsInTransit)).toBe(0);

    const list = await api.request('GET', '/seller/payouts', { token: seller.token });
    expect(list.body.data.data[0]).toMatchObject({ id: payout.id, status: 'completed', receipt_number: paid.receiptNumber });
    // The seller is told, with the receipt.
    const [mail] = (await mailsTo(api, await sellerAddress(seller))).filter((m) => m.subject.startsWith('Payout of'));
    expect(mail.subject).toBe(`Payout of Ksh ${Math.floor(before / 100).toLocaleString('en-KE')} sent to your M-Pesa`);
    expect(mail.body).toContain(`M-Pesa receipt: ${paid.receiptNumber}`);
    const balance = (await api.request('GET', '/seller/balance', { token: seller.token })).body.data;
    expect(balance.available).toBe((before % 100) / 100);
    expect(balance.entries.data.find((e: { kind: string }) => e.kind === 'payout')).toMatchObject({ account: 'available', amount: -Math.floor(before / 100) });
    await expectBooksBalance();

    // The same result again (Safaricom retries): already recorded, nothing more posted.
    const body: B2cResultBody = {
      Result: {
        ResultCode: 0,
        ResultDesc: 'ok',
        OriginatorConversationID: paid.originatorConversationId,
        ConversationID: paid.conversationId!,
        ResultParameters: { ResultParameter: [{ Key: 'TransactionReceipt', Value: paid.receiptNumber! }] },
      },
    };
    const replay = await api.request('POST', `/mpesa/b2c/result/${TEST_CALLBACK_SECRET}`, { body });
    expect(replay.status).toBe(200);
    expect(replay.body.message).toBe('Already recorded.');
    expect(await kindsOfPayout(payout.id)).toEqual(['payout', 'payout_paid']);
    // A forged one: the wrong secret is not found; another conversation does not match.
    expect((await api.request('POST', '/mpesa/b2c/result/not-the-secret', { body })).status).toBe(404);
    const other = { Result: { ...body.Result, ConversationID: 'AG_OTHER' } };
    expect((await api.request('POST', `/mpesa/b2c/result/${TEST_CALLBACK_SECRET}`, { body: other })).status).toBe(422);
    expect((await api.request('POST', `/mpesa/b2c/result/${TEST_CALLBACK_SECRET}`, { body: { hello: 'world' } })).status).toBe(422);
  });

  it('gives the money back to the shop when M-Pesa refuses it, with the reason', async () => {
    const refused = await sellerOfShop(80);
    await earn(refused, 6);
    await setPhone(refused, '0712345672'); // the sandbox: not an M-Pesa customer (2040)
    const before = await available(refused);
    const res = await ask(refused);
    expect(res.status).toBe(201);
    await resultArrived(res.body.data.id);
    expect(await payoutRow(res.body.data.id)).toMatchObject({ status: 'failed', failureCode: '2040', receiptNumber: null });
    expect(await available(refused)).toBe(before);
    expect(await kindsOfPayout(res.body.data.id)).toEqual(['payout', 'payout_failed']);
    const list = (await api.request('GET', '/seller/payouts', { token: refused.token })).body.data.data;
    expect(list[0]).toMatchObject({ status: 'failed', failure_reason: 'This number is not registered for M-Pesa, so it cannot receive money.' });
    const [mail] = (await mailsTo(api, await sellerAddress(refused))).filter((m) => m.subject.includes('did not go through'));
    expect(mail.body).toContain('This number is not registered for M-Pesa');
    expect(mail.body).toContain('The money is back in');
    await expectBooksBalance();
  });

  it('is settled by the query when its result is lost, once', async () => {
    const lost = await sellerOfShop(120);
    await earn(lost, 6);
    await setPhone(lost, '0712345679');
    const sandbox = api.deps.payments.sandbox!;
    sandbox.setDelivery(async () => {}); // Safaricom's result never arrives
    try {
      const res = await ask(lost);
      expect(res.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await payoutRow(res.body.data.id)).status).toBe('pending');
      const later = new Date(Date.now() + api.deps.payments.settings.reconcileAfterMs + 1000);
      expect(await reconcilePayouts(api.deps, { now: later })).toBe(1);
      expect(await reconcilePayouts(api.deps, { now: new Date(later.getTime() + 60_000) })).toBe(0);
      expect(await payoutRow(res.body.data.id)).toMatchObject({ status: 'completed', receiptNumber: expect.any(String) });
      expect(await kindsOfPayout(res.body.data.id)).toEqual(['payout', 'payout_paid']);
    } finally {
      deliverSandboxCallbacks(api);
    }
    await expectBooksBalance();
  });

  it('makes one payout of two requests at once', async () => {
    const twice = await sellerOfShop(160);
    await earn(twice, 6);
    await setPhone(twice, '0712345671');
    const answers = await Promise.all([ask(twice), ask(twice)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await api.db.select().from(payouts).where(eq(payouts.shopId, twice.shopId))).toHaveLength(1);
    await resultArrived(answers.find((a) => a.status === 201)!.body.data.id);
  });

  it('follows a sale to a payout with the development clock, as the journeys do', async () => {
    const journey = await sellerOfShop(200);
    const buyer = await api.createUser();
    const placed = await api.request('POST', '/shopify/order', { token: buyer.token, body: orderPayload([{ product: journey.product, quantity: 6 }]) });
    expect((await payByCard(api, buyer.token, placed.body.data.order.order_id)).status).toBe('completed');
    const [fulfilment] = await api.db
      .execute(sql`select id from fulfilments where order_id = ${placed.body.data.order.order_id}`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await api.request('POST', `/seller/orders/${fulfilment.id}/accept`, { token: journey.token });
    await api.request('POST', `/seller/orders/${fulfilment.id}/ship`, { token: journey.token, body: { carrier: 'G4S', tracking_number: 'T1' } });
    await api.request('POST', `/seller/orders/${fulfilment.id}/deliver`, { token: journey.token });
    expect(await available(journey)).toBe(0);
    expect((await api.request('POST', '/dev/settle-parcels', { body: { days_ahead: 1 } })).body.data).toEqual({ settled: 0 });
    const run = await api.request('POST', '/dev/settle-parcels', { body: { days_ahead: 91 } });
    expect(run.body.data.settled).toBeGreaterThanOrEqual(1);
    expect(await available(journey)).toBeGreaterThan(0);
    expect((await api.request('POST', '/dev/settle-parcels', { body: { days_ahead: -1 } })).status).toBe(422);
  });

  it('gives the month’s statement as CSV: opening balances, every entry oldest first, closing balances that match the balance', async () => {
    const month = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7);
    const res = await api.app.request(`/seller/statements/${month}`, { headers: { authorization: `Bearer ${seller.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="statement-${month}.csv"`);
    const lines = (await res.text()).trimEnd().split('\r\n').map(csvFields);
    expect(lines[0]).toEqual(['date', 'kind', 'order_number', 'balance', 'amount', 'memo']);
    expect(lines.slice(1, 3).map((l) => [l[1], l[3]])).toEqual([
      ['opening_balance', 'held'],
      ['opening_balance', 'available'],
    ]);
    const kinds = lines.slice(3, -2).map((l) => l[1]);
    expect(kinds).toEqual(expect.arrayContaining(['parcel_delivered', 'parcel_settled', 'payout']));
    const closing = lines.slice(-2);
    const balance = (await api.request('GET', '/seller/balance', { token: seller.token })).body.data;
    expect(closing.map((l) => [l[1], l[3], Number(l[4])])).toEqual([
      ['closing_balance', 'held', balance.held],
      ['closing_balance', 'available', balance.available],
    ]);
    // Opening plus the month's entries is the closing balance, account by account.
    for (const account of ['held', 'available']) {
      const moved = lines
        .slice(1, -2)
        .filter((l) => l[3] === account)
        .reduce((sum, l) => sum + Math.round(Number(l[4]) * 100), 0);
      expect(moved).toBe(Math.round(Number(closing.find((l) => l[3] === account)![4]) * 100));
    }

    // The same month as PDF, to read or print: the shop, the month, both balances and the entries.
    const pdf = await api.app.request(`/seller/statements/${month}?format=pdf`, { headers: { authorization: `Bearer ${seller.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="statement-${month}.pdf"`);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).flat();
    expect(text).toEqual(expect.arrayContaining(['STATEMENT', 'Payout to M-Pesa', 'Returns closed', 'Delivered']));
    expect(text.some((line) => line.startsWith('CLOSING BALANCE'))).toBe(true);

    const get = (path: string, token = seller.token) => api.request('GET', path, { token });
    expect((await get(`/seller/statements/${month}?format=xls`)).status).toBe(422);
    expect((await get('/seller/statements/2999-01')).status).toBe(422);
    expect((await get('/seller/statements/2026-13')).body.message).toMatch(/YYYY-MM/);
    expect((await get(`/seller/statements/${month}`, (await api.createUser()).token)).status).toBe(403);
  });

  it("shows the operator the books' balances, the payouts by state, and every provider agreeing with its records", async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const res = await api.request('GET', '/admin/money', { token: admin.token });
    expect(res.status).toBe(200);
    const money = res.body.data;
    const owed = async (pattern: string) => {
      const [row] = await api.db
        .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.account} like ${pattern}`);
      return 0 - Number(row.cents) / 100;
    };
    expect(money.balances).toEqual({
      commission: await owed('marketplace:commission'),
      held_for_shops: await owed('shop:%:held'),
      owed_to_shops: await owed('shop:%:available'),
      in_transit: await owed('transit:payouts'),
      refunds_in_transit: await owed('transit:refunds'),
      held_for_orders: await owed('order:%'),
      owed_to_wallets: await owed('wallet:%'),
    });
    expect(money.balances.commission).toBeGreaterThan(0);
    expect(money.payouts.completed.count).toBeGreaterThanOrEqual(2);
    expect(money.payouts.failed).toMatchObject({ count: 1 });
    expect(money.recent_payouts[0]).toMatchObject({ shop: { id: expect.any(Number), name: expect.any(String) }, status: expect.any(String) });
    expect(money.reconciliation.differences).toBe(0);
    expect(money.reconciliation.lines.map((l: { provider: string }) => l.provider)).toEqual(
      expect.arrayContaining(['mpesa-sandbox', 'paystack-sandbox', 'seed']),
    );
    const sandbox = money.reconciliation.lines.find((l: { provider: string }) => l.provider === 'mpesa-sandbox');
    expect(sandbox.records).toBeLessThan(0); // payouts out, no M-Pesa payments in this file

    // A provider whose books disagree with its records is listed.
    const [paid] = await api.db.select().from(payouts).where(eq(payouts.status, 'completed')).limit(1);
    await api.db.transaction((tx) =>
      postJournal(
        tx,
        twoSided({
          cause: 'test:stray',
          kind: 'wallet_credit',
          memo: 'A stray entry',
          debit: accounts.provider(paid.provider),
          credit: accounts.goodwill,
          cents: 100,
        }),
      ),
    );
    const disagreeing = (await api.request('GET', '/admin/money', { token: admin.token })).body.data.reconciliation;
    expect(disagreeing.differences).toBe(1);
    expect(disagreeing.lines.find((l: { provider: string }) => l.provider === paid.provider).difference).toBe(1);
    await api.db.transaction((tx) =>
      postJournal(
        tx,
        twoSided({
          cause: 'test:stray-back',
          kind: 'wallet_credit',
          memo: 'Corrected',
          debit: accounts.goodwill,
          credit: accounts.provider(paid.provider),
          cents: 100,
        }),
      ),
    );

    const seller = await api.createUser({ userType: 'seller' });
    expect((await api.request('GET', '/admin/money', { token: seller.token })).status).toBe(403);
  });

  it('is for sellers: a buyer is refused, a visitor asked to sign in', async () => {
    const buyer = await api.createUser();
    expect((await api.request('POST', '/seller/payouts', { token: buyer.token })).status).toBe(403);
    expect((await api.request('GET', '/seller/payouts', { token: buyer.token })).status).toBe(403);
    expect((await api.request('POST', '/seller/payouts')).status).toBe(401);
  });
});
