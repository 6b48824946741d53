// Promo codes at the API (issue 34, point 5): the code in a buyer's cart, and the check at checkout.
// The API knows a code's records (its dates, how often it was used), the contract's rules the rest
// (contract/rules/promo.ts); the one pricing function adds the discount. A use counts once its
// order is placed (a redemption, one per order) and is given back if the order is canceled.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { cartPromoSchema } from '../../../contract/api/promo-codes';
import { promoRecordRefusal, promoRefusalMessage, type PromoRefusal, type PromoTerms } from '../../../contract/rules/promo';
import { formatDate } from '../../../lib/format/date';
import { formatKsh } from '../../../lib/format/money';
import type { Executor } from '../account/db';
import { cartPromoCodes, orders, promoCodes, promoRedemptions, shops } from '../db/schema';
import { ApiError } from '../http/envelope';

export type CartPromoJson = z.input<typeof cartPromoSchema>;

/** A code as the cart and checkout price it: its terms (with any refusal of its records) and its JSON. */
export interface PricedPromo {
  id: number;
  terms: PromoTerms;
  json: CartPromoJson;
}

const promoColumns = { promo: promoCodes, shopName: shops.shopName };
type PromoRow = { promo: typeof promoCodes.$inferSelect; shopName: string | null };

/** The refusal in words, as the API answers it: Nairobi dates, Ksh amounts. */
export const promoRefusalText = (refusal: PromoRefusal) => promoRefusalMessage(refusal, { money: formatKsh, date: (iso) => formatDate(iso) });

/** A 422 with the refusal's words, on the `code` field. */
export function promoRefused(refusal: PromoRefusal): ApiError {
  const message = promoRefusalText(refusal);
  return new ApiError(422, message, { code: [message] });
}

/** A code's uses that count: those of orders not canceled (a canceled order gives its use back). */
const countingUse = and(eq(orders.id, promoRedemptions.orderId), ne(orders.orderStatus, 'Canceled'));

/** How often the code was used, by everyone and by this buyer. */
async function countUses(db: Executor, promoId: number, userId: number): Promise<{ total: number; byBuyer: number }> {
  const [row] = await db
    .select({ total: count(), byBuyer: sql<number>`count(*) filter (where ${promoRedemptions.userId} = ${userId})::int` })
    .from(promoRedemptions)
    .innerJoin(orders, countingUse)
    .where(eq(promoRedemptions.promoId, promoId));
  return { total: Number(row?.total ?? 0), byBuyer: Number(row?.byBuyer ?? 0) };
}

async function pricePromo(db: Executor, row: PromoRow, userId: number, now: Date): Promise<PricedPromo> {
  const { promo } = row;
  const blocked = promoRecordRefusal(promo, await countUses(db, promo.id, userId), now);
  return {
    id: promo.id,
    terms: { code: promo.code, kind: promo.kind, value: promo.value, minSpend: promo.minSpend, shopId: promo.shopId, shopName: row.shopName, refusal: blocked },
    json: {
      code: promo.code,
      kind: promo.kind,
      value: promo.value,
      min_spend: promo.minSpend,
      shop_id: promo.shopId,
      shop_name: row.shopName,
      blocked,
    },
  };
}

/**
 * The code of that name (any case) with what its records allow now, or a 422 for a code nobody
 * made. `lock` holds the code's row until the transaction ends, so two checkouts count its uses
 * one after the other and never both take its last one.
 */
export async function findPromo(db: Executor, code: string, userId: number, now: Date, lock = false): Promise<PricedPromo> {
  const query = db
    .select(promoColumns)
    .from(promoCodes)
    .leftJoin(shops, eq(shops.id, promoCodes.shopId))
    .where(sql`upper(${promoCodes.code}) = upper(${code})`);
  const [row] = lock ? await query.for('update', { of: promoCodes }) : await query;
  if (!row) throw promoRefused({ reason: 'unknown' });
  return pricePromo(db, row, userId, now);
}

/** The code in the buyer's cart, priced for them now; null when there is none. */
export async function loadCartPromo(db: Executor, userId: number, now: Date): Promise<PricedPromo | null> {
  const [row] = await db
    .select(promoColumns)
    .from(cartPromoCodes)
    .innerJoin(promoCodes, eq(promoCodes.id, cartPromoCodes.promoId))
    .leftJoin(shops, eq(shops.id, promoCodes.shopId))
    .where(eq(cartPromoCodes.userId, userId));
  return row ? pricePromo(db, row, userId, now) : null;
}

/** Keeps the code in the buyer's cart (replacing the one there). */
export async function keepCartPromo(db: Executor, userId: number, promoId: number): Promise<void> {
  await db
    .insert(cartPromoCodes)
    .values({ userId, promoId })
    .onConflictDoUpdate({ target: cartPromoCodes.userId, set: { promoId, appliedAt: new Date() } });
}

/** Takes the code out of the buyer's cart (none there is fine: a second tab, a double click). */
export async function dropCartPromo(db: Executor, userId: number): Promise<void> {
  await db.delete(cartPromoCodes).where(eq(cartPromoCodes.userId, userId));
}

/** The code's use by an order, in the order's transaction; the cart lets go of it. */
export async function recordRedemption(tx: Executor, use: { promoId: number; orderId: number; userId: number; amount: number }): Promise<void> {
  await tx.insert(promoRedemptions).values(use);
  await dropCartPromo(tx, use.userId);
}
