// The buyer's payment and transaction history (spec section 3's Payment and Transaction).
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, payments, transactions } from '../db/schema';
import { toPaymentJson, type PaymentJson } from '../order-money/payment-json';

export interface TransactionJson {
  id: string;
  dateTime: string;
  amount: number;
  accountNo: string;
  phone: string | null;
  status: 'completed' | 'pending' | 'failed';
  /** The storefront's order page (a relative path), when the transaction belongs to an order. */
  viewUrl: string | null;
  /** 'M-Pesa' or 'Card' for a payment attempt; null for other movements. */
  processor: string | null;
  receipt_number: string | null;
  payment_id: number | null;
}

export function listPayments(db: Database, userId: number, page: number, perPage: number): Promise<{ rows: PaymentJson[]; total: number }> {
  return pagePayments(db, eq(payments.userId, userId), page, perPage);
}

/** One page of the payments `where` selects, newest first (a buyer's, or the refunds due). */
export async function pagePayments(db: Database, where: SQL, page: number, perPage: number): Promise<{ rows: PaymentJson[]; total: number }> {
  const [{ total }] = await db.select({ total: count() }).from(payments).where(where);
  const rows = await db
    .select({
      payment: payments,
      order: { orderNumber: orders.orderNumber, financialStatus: orders.financialStatus, orderStatus: orders.orderStatus, paymentDueAt: orders.paymentDueAt },
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    total,
    rows: rows.map(({ payment, order }) => toPaymentJson(payment, order)),
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
    processor: t.processor,
    receipt_number: t.receiptNumber,
    payment_id: t.paymentId,
  }));
}
