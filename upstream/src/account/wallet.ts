// The buyer's wallet: its statement is the signed movements in wallet_movements, and its balance
// the ledger's (money/ledger.ts): every movement posts its journal in the same transaction, through
// recordWalletMovement. Refunds of approved returns are written by the approval's own transaction
// (see routes/returns.ts).
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, walletMovements } from '../db/schema';
import { accounts, accountSum, postJournal, walletMovementJournal } from '../money/ledger';
import { isoDate, type Executor } from './db';

export interface WalletMovementJson {
  id: number;
  amount: number;
  kind: 'refund' | 'credit' | 'debit';
  description: string;
  date: string;
  order_number: string | null;
}

/** The balance in shillings: what the ledger says the marketplace owes the buyer (the wallet account is credited). */
export async function walletBalance(db: Executor, userId: number): Promise<number> {
  // 0 - sum, not -sum: an empty wallet is 0, never -0 (which prints as 'Ksh -0').
  return (0 - (await accountSum(db, accounts.wallet(userId)))) / 100;
}

type NewMovement = Omit<typeof walletMovements.$inferInsert, 'id'>;

/**
 * Writes a movement and its journal, in the caller's transaction. With `onceFor` a movement that
 * would repeat one already written (the same return's refund) is skipped: null, nothing posted.
 */
export async function recordWalletMovement(tx: Executor, movement: NewMovement, onceFor?: typeof walletMovements.returnRequestId): Promise<number | null> {
  const insert = tx.insert(walletMovements).values(movement);
  const [row] = await (onceFor ? insert.onConflictDoNothing({ target: onceFor }) : insert).returning({ id: walletMovements.id });
  if (!row) return null;
  await postJournal(tx, walletMovementJournal({ ...movement, id: row.id, orderId: movement.orderId ?? null }));
  return row.id;
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

/** What a refund's movement says, for the approval and the seed alike. */
export const refundDescription = (orderNumber: string) => `Refund for returned order ${orderNumber}`;
