// The buyer's payment and transaction history (spec section 3's Payment and Transaction).
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, payments, transactions } from '../db/schema';

export interface PaymentJson {
  payment_id: number;
  order_id: number;
  order_number: string;
  amount: number;
  currency: string;
  payment_status: string;
  payment_processor: string;
  processed_at: string | null;
}

export interface TransactionJson {
  id: string;
  dateTime: string;
  amount: number;
  accountNo: string;
  phone: string | null;
  status: 'completed' | 'pending' | 'failed';
  /** The storefront's order page (a relative path), when the transaction belongs to an order. */
  viewUrl: string | null;
}

export async function listPayments(
  db: Database,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ rows: PaymentJson[]; total: number }> {
  const [{ total }] = await db.select({ total: count() }).from(payments).where(eq(payments.userId, userId));
  const rows = await db
    .select({ payment: payments, orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    total,
    rows: rows.map(({ payment, orderNumber }) => ({
      payment_id: payment.id,
      order_id: payment.orderId,
      order_number: orderNumber,
      amount: payment.amount,
      currency: payment.currency,
      payment_status: payment.paymentStatus,
      payment_processor: payment.paymentProcessor,
      processed_at: payment.processedAt ? payment.processedAt.toISOString() : null,
    })),
  };
}

export async function listTransactions(db: Database, userId: number, limit: number): Promise<TransactionJson[]> {
  const rows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
  return rows.map((t) => ({
    id: t.id,
    dateTime: t.createdAt.toISOString(),
    amount: t.amount,
    accountNo: t.accountNo,
    phone: t.phone,
    status: t.status,
    viewUrl: t.orderId === null ? null : `/order/${t.orderId}`,
  }));
}
