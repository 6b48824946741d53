// The books (issue 34, point 1): every movement of money the API makes today (a payment in, a
// refund to the wallet when a shop cancels, an approved return's refund, the seed's history) is a
// journal that balances, posted once whatever the retries, and a wallet's balance is its ledger
// account's. The database itself refuses a journal that does not balance and any change to the books.
import { and, eq, ne, sql } from 'drizzle-orm';
import { ledgerEntries, ledgerJournals, payments, shops, users, walletMovements } from '../src/db/schema';
import { accounts, accountSum, postJournal, twoSided } from '../src/money/ledger';
import { parcelCauses, RETURNS_CLOSE_MS, settleParcels } from '../src/money/settlement';
import { DEMO_USERS } from '../src/seed/demo';
import { testApiForFile } from './harness';
import { deliverParcel, expectBooksBalance as expectBooksBalanceOf, refundsLanded, sellerOfShop, type ShopSeller } from './money-fixtures';
import { orderPayload } from './commerce-fixtures';
import { CARD, payByCard, startPayment } from './payments-fixtures';

const api = testApiForFile();
let seller: ShopSeller;

beforeAll(async () => {
  seller = await sellerOfShop(api);
});

const expectBooksBalance = () => expectBooksBalanceOf(api);

const journalsOf = (orderId: number) => api.db.select().from(ledgerJournals).where(eq(ledgerJournals.orderId, orderId));

/** A new buyer's order of the seller's product, paid by test card. */
async function paidOrder(quantity = 2) {
  const buyer = await api.createUser();
  const placed = await api.request('POST', '/shopify/order', { token: buyer.token, body: orderPayload([{ product: seller.product, quantity }]) });
  expect(placed.status).toBe(201);
  const order = placed.body.data.order as { order_id: number; total_amount: number };
  expect((await payByCard(api, buyer.token, order.order_id)).status).toBe('completed');
  return { buyer, order };
}

describe('the seeded books', () => {
  it('balance, hold a journal for each completed payment and wallet movement, and give the demo buyer the wallet their statement adds up to', async () => {
    await expectBooksBalance();
    const [{ completed }] = await api.db
      .select({ completed: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.paymentStatus, 'completed'));
    const [{ paymentJournals }] = await api.db
      .select({ paymentJournals: sql<number>`count(*)::int` })
      .from(ledgerJournals)
      .where(eq(ledgerJournals.kind, 'payment'));
    expect(paymentJournals).toBe(completed);

    const token = await api.loginAs('buyer');
    const wallet = (await api.request('GET', '/wallet', { token })).body.data;
    const [demo] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.buyer.email));
    const [buyer] = await api.db
      .select({ sum: sql<string>`sum(${walletMovements.amount})` })
      .from(walletMovements)
      .where(eq(walletMovements.userId, demo.id));
    expect(wallet.balance).toBe(Number(buyer.sum));
    expect(wallet.balance).toBeGreaterThan(0);
    const summary = (await api.request('GET', '/account/summary', { token })).body.data;
    expect(summary.wallet).toEqual({ balance: wallet.balance, currency: 'KES' });
  });
});

describe('a payment', () => {
  it('posts one journal: the money at its provider, held for its order; replaying the payment adds nothing', async () => {
    const { buyer, order } = await paidOrder();
    const journals = await journalsOf(order.order_id);
    expect(journals).toHaveLength(1);
    expect(journals[0]).toMatchObject({ kind: 'payment', cause: expect.stringMatching(/^payment:\d+$/) });
    expect(await accountSum(api.db, accounts.order(order.order_id))).toBe(-Math.round(order.total_amount * 100));

    // The buyer pays again (a double click, a retry): refused, and the books are unchanged.
    const again = await startPayment(api, buyer.token, order.order_id, CARD);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(await journalsOf(order.order_id)).toHaveLength(1);
    await expectBooksBalance();
  });
});

describe('a shop cancelling a paid order', () => {
  it('gives the order’s money back to the card that paid: out to transit, then to the provider once it confirms', async () => {
    const { buyer, order } = await paidOrder();
    const [fulfilment] = await api.db
      .execute(sql`select id from fulfilments where order_id = ${order.order_id}`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const cancel = await api.request('POST', `/seller/orders/${fulfilment.id}/cancel`, { token: seller.token, body: { reason: 'Out of stock after all.' } });
    expect(cancel.status).toBe(200);
    // A second cancel is refused and posts nothing.
    expect((await api.request('POST', `/seller/orders/${fulfilment.id}/cancel`, { token: seller.token, body: { reason: 'Again.' } })).status).toBe(409);

    await refundsLanded(api, order.order_id);
    const kinds = (await journalsOf(order.order_id)).map((j) => j.kind).sort();
    expect(kinds).toEqual(['payment', 'refund', 'refund_paid']);
    expect(await accountSum(api.db, accounts.order(order.order_id))).toBe(0);
    expect(await accountSum(api.db, accounts.refundsInTransit)).toBe(0);
    expect((await api.request('GET', '/wallet', { token: buyer.token })).body.data.balance).toBe(0);
    await expectBooksBalance();
  });
});

const deliver = (orderId: number) => deliverParcel(api, seller, orderId);

/** The journals settling a parcel: none, or its one. */
const settledJournals = (parcel: number) =>
  api.db
    .select()
    .from(ledgerJournals)
    .where(eq(ledgerJournals.cause, parcelCauses.settled(parcel)));

describe('an approved return', () => {
  it('credits its refund once, however often it is approved (to the wallet, as the buyer chose)', async () => {
    const { buyer, order } = await paidOrder(1);
    await deliver(order.order_id);
    const asked = await api.request('POST', '/returns', {
      token: buyer.token,
      body: { order_id: order.order_id, reason: 'It arrived cracked.', refund_to: 'wallet' },
    });
    expect(asked.status).toBe(201);
    const admin = await api.createUser({ userType: 'admin' });
    expect((await api.request('POST', `/returns/${asked.body.data.id}/approve`, { token: admin.token })).status).toBe(200);
    expect((await api.request('POST', `/returns/${asked.body.data.id}/approve`, { token: admin.token })).status).toBe(409);

    const refunds = (await journalsOf(order.order_id)).filter((j) => j.kind === 'wallet_refund');
    expect(refunds).toHaveLength(1);
    expect(-(await accountSum(api.db, accounts.wallet(buyer.id)))).toBe(Math.round(asked.body.data.refund * 100));
    await expectBooksBalance();
  });
});

const balance = async () => (await api.request('GET', '/seller/balance', { token: seller.token })).body.data;
const DAY = 24 * 60 * 60 * 1000;
/** A moment after every parcel delivered today has its returns closed. */
const afterReturnsClose = () => new Date(Date.now() + RETURNS_CLOSE_MS + DAY);
/** What the order's lines cost, in cents: its parcel's worth (one shop's lines). */
async function linesCents(orderId: number) {
  const [row] = await api.db
    .execute(sql`select round(sum(line_total) * 100)::int as cents from order_items where order_id = ${orderId}`)
    .then((r) => (r as unknown as { rows: { cents: number }[] }).rows);
  return Number(row.cents);
}

/** No shop's, wallet's or order's account owes less than nothing (the marketplace's own accounts may). */
async function expectNoNegativeBalance() {
  const below = await api.db
    .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.account} like 'shop:%' or ${ledgerEntries.account} like 'wallet:%' or ${ledgerEntries.account} like 'order:%'`)
    .groupBy(ledgerEntries.account)
    .having(sql`sum(${ledgerEntries.amountCents}) > 0`);
  expect(below).toEqual([]);
}

describe("a shop's money", () => {
  it('is held from delivery, then settled once its returns close: commission to the marketplace, the rest available', async () => {
    const before = await balance();
    const commissionBefore = await accountSum(api.db, accounts.commission);
    const { order } = await paidOrder(2);
    const parcel = await deliver(order.order_id);
    const value = await linesCents(order.order_id);

    const held = await balance();
    expect(Math.round((held.held - before.held) * 100)).toBe(value);
    expect(held.available).toBe(before.available);
    expect(held.commission_rate).toBe(0.1);
    expect(held.entries.data[0]).toMatchObject({ kind: 'parcel_delivered', account: 'held', amount: value / 100, order_number: expect.any(String) });

    // Not before its returns close.
    await settleParcels(api.db);
    expect((await balance()).held).toBe(held.held);

    expect(await settleParcels(api.db, { now: afterReturnsClose() })).toBeGreaterThanOrEqual(1);
    const settled = await balance();
    const commission = Math.round(value * 0.1);
    expect(Math.round((settled.available - before.available) * 100)).toBeGreaterThanOrEqual(value - commission);
    expect(-(await accountSum(api.db, accounts.commission)) - -commissionBefore).toBeGreaterThanOrEqual(commission);
    const journal = await api.db
      .select()
      .from(ledgerJournals)
      .where(eq(ledgerJournals.cause, parcelCauses.settled(parcel)));
    expect(journal).toHaveLength(1);
    const entries = await api.db.select().from(ledgerEntries).where(eq(ledgerEntries.journalId, journal[0].id));
    expect(Object.fromEntries(entries.map((e) => [e.account, e.amountCents]))).toEqual({
      [accounts.shopHeld(seller.shopId)]: value,
      [accounts.commission]: -commission,
      [accounts.shopAvailable(seller.shopId)]: -(value - commission),
    });

    // Run again (another process, a retry): nothing more.
    expect(await settleParcels(api.db, { now: afterReturnsClose() })).toBe(0);
    expect(await balance()).toMatchObject({ held: settled.held, available: settled.available });
    await expectBooksBalance();
    await expectNoNegativeBalance();
  });

  it("takes the shop's own rate when it has one", async () => {
    await api.db.update(shops).set({ commissionRate: 0.05 }).where(eq(shops.id, seller.shopId));
    try {
      const { order } = await paidOrder(1);
      const parcel = await deliver(order.order_id);
      await settleParcels(api.db, { now: afterReturnsClose() });
      const [journal] = await api.db
        .select()
        .from(ledgerJournals)
        .where(eq(ledgerJournals.cause, parcelCauses.settled(parcel)));
      const entries = await api.db.select().from(ledgerEntries).where(eq(ledgerEntries.journalId, journal.id));
      expect(entries.find((e) => e.account === accounts.commission)?.amountCents).toBe(-Math.round((await linesCents(order.order_id)) * 0.05));
      expect((await balance()).commission_rate).toBe(0.05);
    } finally {
      await api.db.update(shops).set({ commissionRate: null }).where(eq(shops.id, seller.shopId));
    }
  });

  it('waits while a return is asked for, and gives a returned parcel back to its order before the refund leaves it', async () => {
    const { buyer, order } = await paidOrder(1);
    const parcel = await deliver(order.order_id);
    const asked = await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.order_id, reason: 'Not as described.' } });
    expect(asked.status).toBe(201);
    // Returns have closed by the clock, but this one waits for a decision: not settled.
    await settleParcels(api.db, { now: afterReturnsClose() });
    expect(await settledJournals(parcel)).toEqual([]);

    const admin = await api.createUser({ userType: 'admin' });
    expect((await api.request('POST', `/returns/${asked.body.data.id}/approve`, { token: admin.token })).status).toBe(200);
    await refundsLanded(api, order.order_id);
    const kinds = (await journalsOf(order.order_id)).map((j) => j.kind).sort();
    expect(kinds).toEqual(['parcel_delivered', 'parcel_returned', 'payment', 'refund', 'refund_paid']);
    expect(await accountSum(api.db, accounts.order(order.order_id))).toBe(0);
    // Returned, so never settled.
    await settleParcels(api.db, { now: afterReturnsClose() });
    expect(await settledJournals(parcel)).toEqual([]);
    await expectBooksBalance();
    await expectNoNegativeBalance();
  });

  it('is not returnable once settled, whatever the clock says: the money went to the shop', async () => {
    const { buyer, order } = await paidOrder(1);
    await deliver(order.order_id);
    // The journeys' clock settles it now; the buyer's own clock still has the window open.
    await settleParcels(api.db, { aheadMs: RETURNS_CLOSE_MS + DAY });
    const asked = await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.order_id, reason: 'Changed my mind.' } });
    expect(asked.status).toBe(409);
    await expectBooksBalance();
    await expectNoNegativeBalance();
  });

  it('is for sellers: a buyer is refused, a visitor asked to sign in, a bad page refused', async () => {
    const buyer = await api.createUser();
    expect((await api.request('GET', '/seller/balance', { token: buyer.token })).status).toBe(403);
    expect((await api.request('GET', '/seller/balance')).status).toBe(401);
    expect((await api.request('GET', '/seller/balance?page=0', { token: seller.token })).status).toBe(422);
  });
});

describe('the database', () => {
  it('refuses a journal that does not balance, whole, when its transaction commits', async () => {
    const before = await api.db.select({ n: sql<number>`count(*)::int` }).from(ledgerJournals);
    const refused = await api.db
      .transaction(async (tx) => {
        const [j] = await tx.insert(ledgerJournals).values({ cause: 'test:unbalanced', kind: 'wallet_credit', memo: 'off by one' }).returning();
        await tx.insert(ledgerEntries).values([
          { journalId: j.id, account: accounts.goodwill, amountCents: 100 },
          { journalId: j.id, account: accounts.wallet(1), amountCents: -99 },
        ]);
      })
      .then(
        () => 'committed',
        // The database's own words, whichever driver wraps them (PGlite's error, or the COMMIT's on PostgreSQL).
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(refused).toMatch(/does not balance/);
    expect(await api.db.select({ n: sql<number>`count(*)::int` }).from(ledgerJournals)).toEqual(before);
  });

  it('refuses to change or delete any journal or entry', async () => {
    const [entry] = await api.db.select().from(ledgerEntries).limit(1);
    /** The database's own refusal (drizzle wraps it with the query). */
    const refusal = (write: Promise<unknown>) =>
      write.then(
        () => 'written',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    const refused = 'the ledger cannot be changed or deleted: post a correcting journal';
    expect(await refusal(api.db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.id, entry.id)))).toBe(refused);
    expect(await refusal(api.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry.id)))).toBe(refused);
    expect(await refusal(api.db.update(ledgerJournals).set({ memo: 'rewritten' }).where(eq(ledgerJournals.id, entry.journalId)))).toBe(refused);
    expect(await refusal(api.db.delete(ledgerJournals).where(ne(ledgerJournals.id, 0)))).toBe(refused);
  });

  it('posts a cause once: the second posting is a no-op that says so', async () => {
    const buyer = await api.createUser();
    const credit = twoSided({
      cause: `test:credit:${buyer.id}`,
      kind: 'wallet_credit',
      memo: 'Welcome',
      debit: accounts.goodwill,
      credit: accounts.wallet(buyer.id),
      cents: 2550,
    });
    expect(await api.db.transaction((tx) => postJournal(tx, credit))).toBe(true);
    expect(await api.db.transaction((tx) => postJournal(tx, credit))).toBe(false);
    expect(await accountSum(api.db, accounts.wallet(buyer.id))).toBe(-2550);
    expect(
      await api.db
        .select()
        .from(ledgerJournals)
        .where(and(eq(ledgerJournals.cause, credit.cause))),
    ).toHaveLength(1);
    await expect(postJournal(api.db, { ...credit, cause: 'test:lopsided', entries: [{ account: accounts.goodwill, cents: 5 }] })).rejects.toThrow(
      /does not balance/,
    );
  });
});
