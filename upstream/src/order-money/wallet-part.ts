// The wallet's part of an order (issue 34, point 2): a buyer pays all of an order from their wallet,
// or part of it with the rest by M-Pesa or card. The part is a completed payment of its own (method
// 'wallet'), written with the wallet's debit and its journal (wallet → order) in the transaction
// that starts paying the order. An order cancelled before the rest is paid gives the part back.
import { and, eq, sql } from 'drizzle-orm';
import { formatKsh } from '../../../lib/format/money';
import { recordWalletMovement, walletBalance } from '../account/wallet';
import type { Executor } from '../account/db';
import { payments, transactions, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { toCents } from '../money/ledger';

export const WALLET_MESSAGES = {
  empty: 'Your wallet has no balance to pay with.',
  alreadyUsed: 'Your wallet already paid part of this order. Please pay the rest by M-Pesa or card.',
  paid: 'Paid from your wallet. Thank you!',
  short: (balance: number, due: number) =>
    `Your wallet holds ${formatKsh(balance)}, less than the ${formatKsh(due)} due. Use it for part of the order and pay the rest by M-Pesa or card.`,
} as const;

type PaymentRow = typeof payments.$inferSelect;
interface PayingOrder {
  id: number;
  userId: number;
  orderNumber: string;
  currency: string;
}

/** What the order's completed payments (its wallet part and any payment that paid it) add up to, in cents; money marked for refund is not counted. */
export async function paidCents(tx: Executor, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.paymentStatus, 'completed'), sql`${payments.refundDueAt} is null`));
  return toCents(Number(row.sum));
}

/** The order's wallet part, if it has one. */
export async function walletPartOf(tx: Executor, orderId: number): Promise<PaymentRow | null> {
  const [part] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'wallet')))
    .limit(1);
  return part ?? null;
}

/**
 * What the buyer's wallet can pay of `dueCents` now: nothing once the order has a wallet part
 * (one per order), else the smaller of the balance and what is due.
 */
export async function walletAvailableCents(tx: Executor, order: { id: number; userId: number }, dueCents: number): Promise<number> {
  if (dueCents <= 0 || (await walletPartOf(tx, order.id))) return 0;
  return Math.max(0, Math.min(toCents(await walletBalance(tx, order.userId)), dueCents));
}

/**
 * Pays what the wallet can of `dueCents` (all of it when `whole`, else refused): the caller holds
 * the order locked; the buyer's row is locked here, so two orders paid at once from one wallet
 * cannot overdraw it. Answers the wallet's part, or null when the order has one already (the rest
 * is paid by the other method).
 */
export async function spendWallet(
  tx: Executor,
  order: PayingOrder,
  dueCents: number,
  now: Date,
  { whole, transactionId }: { whole: boolean; transactionId: string },
): Promise<PaymentRow | null> {
  if (await walletPartOf(tx, order.id)) {
    if (whole) throw new ApiError(409, WALLET_MESSAGES.alreadyUsed);
    return null;
  }
  await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update');
  const balanceCents = toCents(await walletBalance(tx, order.userId));
  if (balanceCents <= 0) throw new ApiError(422, WALLET_MESSAGES.empty, { use_wallet: [WALLET_MESSAGES.empty] });
  if (whole && balanceCents < dueCents) {
    const message = WALLET_MESSAGES.short(balanceCents / 100, dueCents / 100);
    throw new ApiError(422, message, { method: [message] });
  }
  const amount = Math.min(balanceCents, dueCents) / 100;
  const [part] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      userId: order.userId,
      amount,
      currency: order.currency,
      paymentStatus: 'completed',
      paymentProcessor: 'Wallet',
      method: 'wallet',
      provider: 'wallet',
      reference: transactionId,
      processedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(transactions).values({
    id: transactionId,
    userId: order.userId,
    orderId: order.id,
    amount,
    accountNo: order.orderNumber,
    phone: null,
    status: 'completed',
    paymentId: part.id,
    processor: 'Wallet',
    createdAt: now,
  });
  await recordWalletMovement(tx, {
    userId: order.userId,
    amount: -amount,
    kind: 'debit',
    description: `Paid towards order ${order.orderNumber}`,
    orderId: order.id,
    createdAt: now,
  });
  return part;
}

/**
 * Gives an unpaid order's wallet part back to the wallet (its hold ran out, or an operator cancelled
 * it), in the caller's transaction. Answers the shillings returned (0 when it had no part).
 */
export async function returnWalletPart(tx: Executor, order: { id: number; userId: number; orderNumber: string }, now: Date, why: string): Promise<number> {
  const part = await walletPartOf(tx, order.id);
  if (!part || part.paymentStatus !== 'completed') return 0;
  await recordWalletMovement(tx, {
    userId: order.userId,
    amount: part.amount,
    kind: 'refund',
    description: `Wallet part of order ${order.orderNumber} returned: ${why}`,
    orderId: order.id,
    createdAt: now,
  });
  return part.amount;
}
