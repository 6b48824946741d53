// A shop's money (issue 34, point 6): what a sale earns its shop, through the books.
//
// The buyer's payment is held for the order (`order:<id>`). When a shop's parcel is delivered, its
// lines' money moves to the shop's held account (`shop:<id>:held`): it is the shop's, but the buyer
// may still send the parcel back. An approved return moves the returned parcels' money back to
// the order before it is refunded. Once returns of the parcel have closed (the longer of the two
// return rules, the same the API enforces) and no return of its order is waiting, the parcel is
// settled: the marketplace's commission (`marketplace:commission`) is taken and the rest becomes
// the shop's available balance (`shop:<id>:available`), which payouts draw on. Each step is one
// journal per parcel, so a retried step posts nothing more.
import { and, asc, eq, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_COMMISSION_RATE } from '../../../contract/rules/commission';
import { REFUND_GUARANTEE_DAYS } from '../../../contract/rules/returns';
import type { Executor } from '../account/db';
import type { Database } from '../db/client';
import { fulfilments, ledgerEntries, ledgerJournals, orderItems, orders, products, returnRequests, shops } from '../db/schema';
import { accounts, postJournal, toCents, twoSided } from './ledger';
import { fundPromotion } from './promotions';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Returns of a delivered parcel close this long after its delivery (routes/returns.ts's rule). */
export const RETURNS_CLOSE_MS = REFUND_GUARANTEE_DAYS * DAY_MS;

export const parcelCauses = {
  delivered: (fulfilmentId: number) => `parcel_delivered:${fulfilmentId}`,
  returned: (fulfilmentId: number) => `parcel_returned:${fulfilmentId}`,
  settled: (fulfilmentId: number) => `parcel_settled:${fulfilmentId}`,
};

interface Parcel {
  id: number;
  orderId: number;
  shopId: number;
}

/** The shop's lines of the order, in cents: what its parcel is worth. */
async function parcelCents(tx: Executor, parcel: Parcel): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${orderItems.lineTotal}), 0)` })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, parcel.orderId), eq(products.shopId, parcel.shopId)));
  return toCents(Number(row.total));
}

async function orderNumberOf(tx: Executor, orderId: number): Promise<string> {
  const [row] = await tx.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
  return row?.number ?? String(orderId);
}

/** Whether a journal of this cause was posted. */
async function posted(tx: Executor, cause: string): Promise<boolean> {
  const [row] = await tx.select({ id: ledgerJournals.id }).from(ledgerJournals).where(eq(ledgerJournals.cause, cause));
  return Boolean(row);
}

/**
 * A paid parcel was delivered: its lines' money moves from the order to the shop's held account.
 * Called in the transaction that marks it delivered; an unpaid parcel holds nothing. A promo code
 * the marketplace pays for is paid into the order first (promotions.ts), so the shop is held its
 * full line totals.
 */
export async function holdDeliveredParcel(tx: Executor, parcel: Parcel & { paidAt: Date | null }, at: Date): Promise<void> {
  if (!parcel.paidAt) return;
  await fundPromotion(tx, parcel.orderId, at);
  await postJournal(
    tx,
    twoSided({
      cause: parcelCauses.delivered(parcel.id),
      kind: 'parcel_delivered',
      orderId: parcel.orderId,
      at,
      memo: `Delivered: order ${await orderNumberOf(tx, parcel.orderId)}`,
      debit: accounts.order(parcel.orderId),
      credit: accounts.shopHeld(parcel.shopId),
      cents: await parcelCents(tx, parcel),
    }),
  );
}

/**
 * An approved return gives the parcels it covers back to the order before the refund leaves it:
 * the order's parcels delivered by the time the buyer asked (`askedAt`: its refund was quoted
 * then), still held. Called in the approval's transaction, before the refund is credited.
 */
export async function releaseReturnedParcels(tx: Executor, orderId: number, askedAt: Date, at: Date): Promise<void> {
  // Locked as the settlement locks it, so the two never both take one parcel's money.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const held = await heldParcels(tx, and(eq(fulfilments.orderId, orderId), lte(fulfilments.deliveredAt, askedAt)));
  const orderNumber = await orderNumberOf(tx, orderId);
  for (const parcel of held) {
    await postJournal(
      tx,
      twoSided({
        cause: parcelCauses.returned(parcel.id),
        kind: 'parcel_returned',
        orderId,
        at,
        memo: `Returned: order ${orderNumber}`,
        debit: accounts.shopHeld(parcel.shopId),
        credit: accounts.order(orderId),
        cents: parcel.heldCents,
      }),
    );
  }
}

/** Delivered parcels whose money is held: their delivery posted, neither their return nor their settlement. */
async function heldParcels(tx: Executor, where: SQL | undefined, limit = 1000) {
  // The causes of parcelCauses, written for the row at hand: their prefix, then the parcel's id.
  const cause = (of: (id: number) => string) => sql`${of(0).slice(0, -1)} || ${fulfilments.id}`;
  const parcels = await tx
    .select({ id: fulfilments.id, orderId: fulfilments.orderId, shopId: fulfilments.shopId })
    .from(fulfilments)
    .where(
      and(
        where,
        eq(fulfilments.state, 'delivered'),
        sql`exists (select 1 from ${ledgerJournals} where ${ledgerJournals.cause} = ${cause(parcelCauses.delivered)})`,
        sql`not exists (select 1 from ${ledgerJournals} where ${ledgerJournals.cause} in (${cause(parcelCauses.returned)}, ${cause(parcelCauses.settled)}))`,
      ),
    )
    .orderBy(asc(fulfilments.deliveredAt), asc(fulfilments.id))
    .limit(limit);
  if (parcels.length === 0) return [];
  // What each delivery moved into held: the amount to move on, whatever the lines say now.
  const held = await tx
    .select({ cause: ledgerJournals.cause, cents: sql<string>`-sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(
      and(
        inArray(
          ledgerJournals.cause,
          parcels.map((p) => parcelCauses.delivered(p.id)),
        ),
        lt(ledgerEntries.amountCents, 0),
      ),
    )
    .groupBy(ledgerJournals.cause);
  const heldOf = new Map(held.map((h) => [h.cause, Number(h.cents)]));
  return parcels.map((p) => ({ ...p, heldCents: heldOf.get(parcelCauses.delivered(p.id)) ?? 0 }));
}

/** The marketplace's share of `cents` at `rate`, to the cent (half up). */
export const commissionCents = (cents: number, rate: number) => Math.round(cents * rate);

/**
 * Settles every held parcel whose returns have closed by `now` and whose order has no return
 * waiting for a decision: the commission at the shop's rate (the marketplace's unless the shop
 * has its own) to the marketplace, the rest to the shop's available balance. Answers how many.
 */
export async function settleParcels(
  db: Database,
  { now = new Date(), aheadMs = 0, limit = 200 }: { now?: Date; /** Judge as if this much later (a journey's clock). */ aheadMs?: number; limit?: number } = {},
): Promise<number> {
  const closedBy = new Date(now.getTime() + aheadMs - RETURNS_CLOSE_MS);
  const due = await heldParcels(
    db,
    and(
      isNotNull(fulfilments.deliveredAt),
      lte(fulfilments.deliveredAt, closedBy),
      sql`not exists (select 1 from ${returnRequests} where ${returnRequests.orderId} = ${fulfilments.orderId} and ${returnRequests.status} = 'Pending')`,
    ),
    limit,
  );
  if (due.length === 0) return 0;
  const rates = await db
    .select({ id: shops.id, rate: shops.commissionRate })
    .from(shops)
    .where(
      inArray(
        shops.id,
        due.map((p) => p.shopId),
      ),
    );
  const rateOf = new Map(rates.map((s) => [s.id, s.rate ?? DEFAULT_COMMISSION_RATE]));
  let settled = 0;
  for (const parcel of due) {
    const done = await db.transaction(async (tx) => {
      // The order is locked, so a return approved at this moment either sees the parcel settled or
      // releases it first (and this posting then finds it returned).
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, parcel.orderId)).for('update');
      if (await posted(tx, parcelCauses.returned(parcel.id))) return false;
      const [waiting] = await tx
        .select({ id: returnRequests.id })
        .from(returnRequests)
        .where(and(eq(returnRequests.orderId, parcel.orderId), eq(returnRequests.status, 'Pending')));
      if (waiting) return false;
      const commission = commissionCents(parcel.heldCents, rateOf.get(parcel.shopId) ?? DEFAULT_COMMISSION_RATE);
      return postJournal(tx, {
        cause: parcelCauses.settled(parcel.id),
        kind: 'parcel_settled',
        orderId: parcel.orderId,
        at: now,
        memo: `Settled: order ${await orderNumberOf(tx, parcel.orderId)}`,
        entries: [
          { account: accounts.shopHeld(parcel.shopId), cents: parcel.heldCents },
          { account: accounts.commission, cents: -commission },
          { account: accounts.shopAvailable(parcel.shopId), cents: -(parcel.heldCents - commission) },
        ],
      });
    });
    if (done) settled += 1;
  }
  return settled;
}
