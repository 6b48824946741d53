// What a promo code took off an order, paid by the marketplace (issue 34, point 5; decision 023).
// The buyer paid the discounted total; the shops are still owed their full line totals. So when the
// order's first parcel is delivered (in the transaction that holds its money for its shop), the
// code's discount moves from `marketplace:promotions` into `order:<id>`, once per order (cause
// `promo:<redemption id>`). Posting at the first hold, not at payment, keeps an order canceled
// before any delivery free of promotion money, and the order's account never goes negative: what
// the buyer paid plus the discount is the subtotal less the spec's discount plus shipping and tax,
// never less than the lines it pays out.
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../account/db';
import { orders, promoCodes, promoRedemptions } from '../db/schema';
import { accounts, postJournal, toCents, twoSided } from './ledger';

export const promotionCause = (redemptionId: number) => `promo:${redemptionId}`;

/** Posts the order's marketplace-funded discount, if it has one and it was not posted yet. */
export async function fundPromotion(tx: Executor, orderId: number, at: Date): Promise<void> {
  const [row] = await tx
    .select({ id: promoRedemptions.id, amount: promoRedemptions.amount, code: promoCodes.code, orderNumber: orders.orderNumber })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoId))
    .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .where(and(eq(promoRedemptions.orderId, orderId), eq(promoCodes.fundedBy, 'marketplace'), gt(promoRedemptions.amount, 0)));
  if (!row) return;
  await postJournal(
    tx,
    twoSided({
      cause: promotionCause(row.id),
      kind: 'promotion',
      orderId,
      at,
      memo: `Promo code ${row.code}: order ${row.orderNumber}`,
      debit: accounts.promotions,
      credit: accounts.order(orderId),
      cents: toCents(row.amount),
    }),
  );
}
