// The books under any order of events (issue 34, points 1, 2, 3, 5 and 8): random sequences of orders
// paid by card, by M-Pesa or partly from the wallet (some with a marketplace-funded promo code),
// cancelled by their shop (refunded where the money came from), delivered, returned and approved (to
// the payment or the wallet), settled once their returns close, and
// paid out to M-Pesa, each through the API as buyers, sellers, admins and the jobs make them. After
// every sequence: every journal balances, the whole ledger sums to zero, no shop, wallet or order
// owes less than nothing, nothing is left in transit once M-Pesa has answered, and every provider's
// account agrees with its records. PROPERTY_RUNS=200 tries more sequences than the suite's 25.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, shops } from '../src/db/schema';
import { settleParcels, RETURNS_CLOSE_MS } from '../src/money/settlement';
import { reconcileRefunds } from '../src/money/refunds';
import { orderPayload } from './commerce-fixtures';
import { testApiForFile } from './harness';
import { deliverParcel, sellerOfShop, type ShopSeller } from './money-fixtures';
import { mpesa, payByCard, startPayment, waitForPayment } from './payments-fixtures';

const api = testApiForFile();

interface Placed {
  orderId: number;
  buyerToken: string;
}

let seller: ShopSeller;
let adminToken: string;
const placed: Placed[] = [];
/** A code that takes a large part off (so its discount outweighs shipping and tax), without limits. */
const PROMO = `PROPERTY${process.pid}`;

beforeAll(async () => {
  seller = await sellerOfShop(api, 3);
  await api.db.update(shops).set({ mpesaNumber: '+254712345671' }).where(eq(shops.id, seller.shopId));
  adminToken = (await api.createUser({ userType: 'admin' })).token;
  const code = await api.request('POST', '/admin/promo-codes', { token: adminToken, body: { code: PROMO, kind: 'percent', value: 60 } });
  expect(code.status).toBe(201);
});

const fulfilmentOf = async (orderId: number) =>
  (await api.db.execute(sql`select id from fulfilments where order_id = ${orderId}`).then((r) => (r as unknown as { rows: { id: number }[] }).rows))[0].id;

/** The events, each as a buyer, seller, admin or job would make it; a refusal (a 409 or 422) is part of the game. */
type Step =
  | { kind: 'order'; quantity: number; promo: boolean; pay: 'card' | 'mpesa' | 'wallet'; credit: number }
  | { kind: 'cancel' | 'deliver'; pick: number }
  | { kind: 'return'; pick: number; toWallet: boolean }
  | { kind: 'settle' }
  | { kind: 'payout' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      quantity: fc.integer({ min: 1, max: 3 }),
      promo: fc.boolean(),
      pay: fc.constantFrom('card' as const, 'mpesa' as const, 'wallet' as const),
      credit: fc.integer({ min: 1, max: 40_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('cancel' as const, 'deliver' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('return' as const), pick: fc.nat(), toWallet: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'settle' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'payout' as const }) },
);

async function run(s: Step): Promise<void> {
  const target = s.kind === 'cancel' || s.kind === 'deliver' || s.kind === 'return' ? placed[s.pick % Math.max(1, placed.length)] : undefined;
  switch (s.kind) {
    case 'order': {
      const buyer = await api.createUser();
      const body = orderPayload([{ product: seller.product, quantity: s.quantity }], s.promo ? { promo_code: PROMO } : {});
      const res = await api.request('POST', '/shopify/order', { token: buyer.token, body });
      expect(res.status).toBe(201);
      const orderId = res.body.data.order.order_id as number;
      if (s.pay === 'card') {
        expect((await payByCard(api, buyer.token, orderId)).status).toBe('completed');
      } else {
        // Partly (or wholly) from a wallet the marketplace credited, the rest by M-Pesa (the sandbox pays a number ending 1).
        if (s.pay === 'wallet') {
          const credit = { amount: s.credit, reason: 'Goodwill' };
          expect((await api.request('POST', `/admin/users/${buyer.id}/wallet-credits`, { token: adminToken, body: credit })).status).toBe(201);
        }
        const started = await startPayment(api, buyer.token, orderId, { ...mpesa('0712345671'), use_wallet: s.pay === 'wallet' });
        expect(started.status).toBe(201);
        expect((await waitForPayment(api, buyer.token, started.body.data.payment.payment_id)).status).toBe('completed');
      }
      placed.push({ orderId, buyerToken: buyer.token });
      return;
    }
    case 'cancel': {
      if (!target) return;
      const res = await api.request('POST', `/seller/orders/${await fulfilmentOf(target.orderId)}/cancel`, {
        token: seller.token,
        body: { reason: 'Out of stock.' },
      });
      expect([200, 409]).toContain(res.status);
      return;
    }
    case 'deliver': {
      if (!target) return;
      // Already shipped, delivered or canceled: the seller's step is refused, which is fine here.
      await deliverParcel(api, seller, target.orderId).catch((error: Error) => expect(error.message).toMatch(/: 409 /));
      return;
    }
    case 'return': {
      if (!target) return;
      const body = { order_id: target.orderId, reason: 'Not as described.', refund_to: s.toWallet ? 'wallet' : 'original' };
      const asked = await api.request('POST', '/returns', { token: target.buyerToken, body });
      expect([201, 409]).toContain(asked.status);
      if (asked.status === 201) expect((await api.request('POST', `/returns/${asked.body.data.id}/approve`, { token: adminToken })).status).toBe(200);
      return;
    }
    case 'settle':
      await settleParcels(api.db, { aheadMs: RETURNS_CLOSE_MS + 86_400_000 });
      return;
    case 'payout': {
      const res = await api.request('POST', '/seller/payouts', { token: seller.token });
      expect([201, 409, 422]).toContain(res.status);
      return;
    }
  }
}

/** Waits for the answers to every payout and refund on its way (a card's refund is asked about, as the jobs do). */
async function paidOutSettled() {
  const until = Date.now() + 5000;
  for (let round = 0; ; round += 1) {
    const [{ pending }] = await api.db
      .execute(
        sql`select ((select count(*) from payouts where status = 'pending') + (select count(*) from refunds where status = 'pending' and sent_at is not null))::int as pending`,
      )
      .then((r) => (r as unknown as { rows: { pending: number }[] }).rows);
    if (Number(pending) === 0) break;
    if (Date.now() > until) throw new Error(`${pending} payout(s) or refund(s) still on their way`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Each round past the last one's lease (30 s), as the jobs would come back.
    await reconcileRefunds(api.deps, { now: new Date(Date.now() + round * 31_000) });
  }
  await api.deps.payments.sandbox!.idle();
}

async function expectTheBooksHold() {
  const lopsided = await api.db
    .select({ journal: ledgerEntries.journalId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.journalId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  expect(lopsided).toEqual([]);
  const [{ total }] = await api.db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` }).from(ledgerEntries);
  expect(Number(total)).toBe(0);
  // Shops, wallets and orders are owed money (credits); none may owe the marketplace (a debit).
  const overdrawn = await api.db
    .select({ account: ledgerEntries.account, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(
      sql`${ledgerEntries.account} like 'shop:%' or ${ledgerEntries.account} like 'wallet:%' or ${ledgerEntries.account} like 'order:%' or ${ledgerEntries.account} like 'transit:%'`,
    )
    .groupBy(ledgerEntries.account)
    .having(sql`sum(${ledgerEntries.amountCents}) > 0`);
  expect(overdrawn).toEqual([]);
  const money = (await api.request('GET', '/admin/money', { token: adminToken })).body.data;
  expect(money.balances.in_transit).toBe(0);
  // Every refund was sent and answered (the sandbox pays a number ending 1): none left in transit.
  const [refundsOut] = await api.db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'transit:refunds'));
  expect(Number(refundsOut.cents)).toBe(0);
  expect(money.reconciliation.differences).toBe(0);
}

it('balances after any sequence of payments (card, M-Pesa, part wallet; with and without promo codes), cancellations and returns refunded where the money came from, deliveries, settlements and payouts', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
      for (const s of steps) await run(s);
      await paidOutSettled();
      await expectTheBooksHold();
    }),
    { numRuns: Number(process.env.PROPERTY_RUNS ?? 25) },
  );
}, 240_000);
