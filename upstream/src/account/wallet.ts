// The buyer's wallet: signed movements in wallet_movements, the balance being their sum. Refunds
// of approved returns are written by the approval's own transaction (see routes/returns.ts).
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, walletMovements } from '../db/schema';
import { isoDate, type Executor } from './db';

export interface WalletMovementJson {
  id: number;
  amount: number;
  kind: 'refund' | 'credit' | 'debit';
  description: string;
  date: string;
  order_number: string | null;
}

/** The balance in shillings: the sum of every movement, rounded to cents (numeric sums are exact). */
export async function walletBalance(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${walletMovements.amount}), 0)` })
    .from(walletMovements)
    .where(eq(walletMovements.userId, userId));
  return Number(row.balance);
}

export async function listWalletMovements(db: Database, userId: number, page: number, perPage: number): Promise<{ rows: WalletMovementJson[]; total: number }> {
  const mine = eq(walletMovements.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ movement: walletMovements, orderNumber: orders.orderNumber })
      .from(walletMovements)
      .leftJoin(orders, eq(orders.id, walletMovements.orderId))
      .where(mine)
      .orderBy(desc(walletMovements.createdAt), desc(walletMovements.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(walletMovements).where(mine),
  ]);
  return {
    total,
    rows: rows.map(({ movement, orderNumber }) => ({
      id: movement.id,
      amount: movement.amount,
      kind: movement.kind,
      description: movement.description,
      date: isoDate(movement.createdAt),
      order_number: orderNumber,
    })),
  };
}

export interface ApprovedReturn {
  id: number;
  userId: number;
  orderId: number;
  refund: number;
}

/** What a refund's movement says, for the approval and the seed alike. */
export const refundDescription = (orderNumber: string) => `Refund for returned order ${orderNumber}`;

/**
 * Credits an approved return's refund to its buyer, inside the approval's transaction. The unique
 * return_request_id makes a second credit for one return a no-op rather than a double payment.
 */
export async function creditReturnRefund(tx: Executor, request: ApprovedReturn, orderNumber: string): Promise<void> {
  if (request.refund <= 0) return;
  await tx
    .insert(walletMovements)
    .values({
      userId: request.userId,
      amount: request.refund,
      kind: 'refund',
      description: refundDescription(orderNumber),
      orderId: request.orderId,
      returnRequestId: request.id,
    })
    .onConflictDoNothing({ target: walletMovements.returnRequestId });
}
