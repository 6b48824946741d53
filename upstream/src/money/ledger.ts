// The marketplace's books (issue 34, point 1): every movement of money is a journal of entries on
// accounts that sums to zero, posted in the same transaction as the change it records. A journal
// names its cause once (`payment:12`), so a replayed callback or a retried request posts nothing
// more. Balances are sums of entries. The database refuses a journal that does not balance (at
// commit) and any change or deletion (migration 0020).
//
// Entries are in cents, a debit above zero and a credit below. The accounts:
// - `provider:<name>`: money at a payment provider (daraja, mpesa-sandbox, paystack, paystack-sandbox, seed; test-card in older books): an asset.
// - `order:<id>`: money held for an order, owed to its buyer until it is earned: a liability.
// - `wallet:<userId>`: a buyer's wallet, owed to them: a liability (its balance is minus its sum).
// - `marketplace:goodwill`: credits the marketplace gave out of its own pocket: an expense.
// - `shop:<id>:held`: a shop's delivered sales that buyers may still return: owed to the shop, later.
// - `shop:<id>:available`: a shop's settled sales, less commission: owed to the shop, payable now.
// - `marketplace:commission`: the marketplace's commission on settled sales: its income.
// - `transit:payouts`: payouts asked for and sent to M-Pesa, not yet confirmed: owed until M-Pesa says.
// - `transit:refunds`: refunds on their way back to an M-Pesa number or a card, not yet confirmed.
// - `marketplace:promotions`: what marketplace-funded promo codes took off orders: an expense. It
//   pays the order the code's discount when the order's first parcel is delivered, so its shops are
//   held their full line totals (decision 023).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../account/db';
import { ledgerEntries, ledgerJournals } from '../db/schema';

export type JournalKind = (typeof ledgerJournals.$inferInsert)['kind'];

export const accounts = {
  provider: (name: string) => `provider:${name}`,
  order: (orderId: number) => `order:${orderId}`,
  wallet: (userId: number) => `wallet:${userId}`,
  goodwill: 'marketplace:goodwill',
  shopHeld: (shopId: number) => `shop:${shopId}:held`,
  shopAvailable: (shopId: number) => `shop:${shopId}:available`,
  commission: 'marketplace:commission',
  payoutsInTransit: 'transit:payouts',
  refundsInTransit: 'transit:refunds',
  promotions: 'marketplace:promotions',
} as const;

/** Shillings (two decimals at most, as money columns hold them) as whole cents. */
export const toCents = (shillings: number) => Math.round(shillings * 100);

export interface Journal {
  cause: string;
  kind: JournalKind;
  orderId?: number | null;
  memo: string;
  /** When the money moved: now unless told (the seed's history is dated). */
  at?: Date | null;
  /** Each account's entry in cents; they must sum to zero. */
  entries: { account: string; cents: number }[];
}

/**
 * Posts a journal inside the caller's transaction; false when its cause was posted already (a
 * replay), so the caller's retry adds nothing. Entries of zero are left out.
 */
export async function postJournal(tx: Executor, journal: Journal): Promise<boolean> {
  const entries = journal.entries.filter((e) => e.cents !== 0);
  if (entries.some((e) => !Number.isSafeInteger(e.cents))) throw new Error(`ledger: ${journal.cause} has an amount that is not whole cents`);
  const sum = entries.reduce((total, e) => total + e.cents, 0);
  if (sum !== 0) throw new Error(`ledger: ${journal.cause} does not balance (off by ${sum} cents)`);
  if (entries.length === 0) return false;
  const [posted] = await tx
    .insert(ledgerJournals)
    .values({ cause: journal.cause, kind: journal.kind, orderId: journal.orderId ?? null, memo: journal.memo, at: journal.at ?? undefined })
    .onConflictDoNothing({ target: ledgerJournals.cause })
    .returning({ id: ledgerJournals.id });
  if (!posted) return false;
  await tx.insert(ledgerEntries).values(entries.map((e) => ({ journalId: posted.id, account: e.account, amountCents: e.cents })));
  return true;
}

/** A journal of two entries: `cents` debited to one account and credited to another. */
export function twoSided(journal: Omit<Journal, 'entries'> & { debit: string; credit: string; cents: number }): Journal {
  const { debit, credit, cents, ...rest } = journal;
  return {
    ...rest,
    entries: [
      { account: debit, cents },
      { account: credit, cents: -cents },
    ],
  };
}

/** The sum of an account's entries, in cents (debits above zero). */
export async function accountSum(db: Executor, account: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return Number(row.sum);
}

/** A completed payment: its money is at its provider, held for its order. */
export function paymentJournal(
  payment: { id: number; orderId: number; amount: number; provider: string | null; paymentProcessor: string; processedAt?: Date | null },
  orderNumber: string,
): Journal {
  return twoSided({
    cause: `payment:${payment.id}`,
    at: payment.processedAt,
    kind: 'payment',
    orderId: payment.orderId,
    memo: `Payment of order ${orderNumber}`,
    debit: accounts.provider(payment.provider ?? payment.paymentProcessor),
    credit: accounts.order(payment.orderId),
    cents: toCents(payment.amount),
  });
}

/**
 * A wallet movement: a refund moves an order's money into the buyer's wallet; a credit comes from
 * the marketplace; a debit spends the wallet on an order (or gives a credit back).
 */
export function walletMovementJournal(movement: {
  id: number;
  userId: number;
  amount: number;
  kind: 'refund' | 'credit' | 'debit';
  orderId: number | null;
  description: string;
  createdAt?: Date | null;
}): Journal {
  const wallet = accounts.wallet(movement.userId);
  const other = movement.kind !== 'credit' && movement.orderId !== null ? accounts.order(movement.orderId) : accounts.goodwill;
  const cents = toCents(Math.abs(movement.amount));
  const common = { cause: `wallet_movement:${movement.id}`, at: movement.createdAt, orderId: movement.orderId, memo: movement.description, cents };
  const kind = movement.kind === 'refund' ? 'wallet_refund' : movement.kind === 'credit' ? 'wallet_credit' : 'wallet_debit';
  // Money into the wallet is owed to the buyer (the wallet is credited); money out of it is not.
  return movement.amount > 0 ? twoSided({ ...common, kind, debit: other, credit: wallet }) : twoSided({ ...common, kind, debit: wallet, credit: other });
}
