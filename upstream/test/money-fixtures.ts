// Helpers shared by the money tests (the ledger, a shop's settlement and payouts): a seller owning
// the shop of one physical product, and their part of an order taken to delivery.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { reconcileRefunds } from '../src/money/refunds';
import { ledgerEntries, products, refunds, shops } from '../src/db/schema';
import type { TestApi } from './harness';
import { readProduct, type TestProduct } from './commerce-fixtures';

export interface ShopSeller {
  token: string;
  shopId: number;
  /** The shop's product, with 500 in stock. */
  product: TestProduct;
}

/** A new seller owning the shop of the `skip`th physical product (and no other shop). */
export async function sellerOfShop(api: TestApi, skip = 0): Promise<ShopSeller> {
  const [row] = await api.db
    .select({ id: products.id, shopId: products.shopId })
    .from(products)
    .where(eq(products.isDigital, false))
    .orderBy(products.id)
    .limit(1)
    .offset(skip);
  await api.db.update(products).set({ stock: 500 }).where(eq(products.id, row.id));
  const user = await api.createUser({ userType: 'seller' });
  await api.db.update(shops).set({ ownerId: user.id }).where(eq(shops.id, row.shopId));
  return { token: user.token, shopId: row.shopId, product: await readProduct(api.db, row.id) };
}

/** The seller's part of the order (the only one: one shop's product) accepted, shipped and delivered; answers its id. */
export async function deliverParcel(api: TestApi, seller: ShopSeller, orderId: number): Promise<number> {
  const [fulfilment] = await api.db
    .execute(sql`select id from fulfilments where order_id = ${orderId}`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  for (const step of ['accept', 'ship', 'deliver']) {
    const body = step === 'ship' ? { carrier: 'G4S', tracking_number: `T${fulfilment.id}` } : undefined;
    const res = await api.request('POST', `/seller/orders/${fulfilment.id}/${step}`, { token: seller.token, body });
    if (res.status !== 200) throw new Error(`${step} of parcel ${fulfilment.id}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return fulfilment.id;
}

/** Every journal's entries sum to zero, and so do all of them together. */
export async function expectBooksBalance(api: TestApi): Promise<void> {
  const off = await api.db
    .select({ journal: ledgerEntries.journalId, sum: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.journalId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  expect(off).toEqual([]);
  const [{ total }] = await api.db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` }).from(ledgerEntries);
  expect(Number(total)).toBe(0);
}

/**
 * Waits until none of the order's refunds is on its way: M-Pesa's B2C result arrives by itself (the
 * sandbox's delay), a card's refund is asked about as the payment jobs do (reconcileRefunds).
 */
export async function refundsLanded(api: TestApi, orderId: number): Promise<void> {
  const until = Date.now() + 5000;
  for (let round = 0; ; round += 1) {
    const out = await api.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending'), isNotNull(refunds.sentAt)));
    if (out.length === 0) break;
    if (Date.now() > until) throw new Error(`order ${orderId}'s refunds still on their way`);
    // After the sandbox's delay (100 ms), each round past the last round's lease (30 s), as the jobs would be.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await reconcileRefunds(api.deps, { now: new Date(Date.now() + round * 31_000) });
  }
  await api.deps.payments.sandbox!.idle();
}
