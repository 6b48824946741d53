// One payment attempt as the API answers it (POST /orders/{id}/payments, GET /payments/{id},
// GET /payments rows and an order's `payment`).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, payments } from '../db/schema';
import type { PAYMENT_METHODS } from '../../../contract/rules/status';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PaymentJson {
  payment_id: number;
  order_id: number;
  order_number: string;
  amount: number;
  currency: string;
  method: PaymentMethod;
  status: 'pending' | 'completed' | 'failed';
  payment_status: 'pending' | 'completed' | 'failed';
  payment_processor: string;
  phone: string | null;
  card_last4: string | null;
  /** A pending card attempt: the card provider's hosted page, where the buyer pays (or goes back to). */
  redirect_url: string | null;
  receipt_number: string | null;
  failure_reason: string | null;
  /** Pending, and the provider is being asked about it (its callback did not come in time). */
  still_checking: boolean;
  /** Completed, but the order could not take it (paid already, or cancelled): to be refunded. */
  refund_due: boolean;
  created_at: string;
  processed_at: string | null;
  order: { financial_status: string; order_status: string; payment_due_at: string | null };
}

type PaymentRow = typeof payments.$inferSelect;
type OrderState = Pick<typeof orders.$inferSelect, 'orderNumber' | 'financialStatus' | 'orderStatus' | 'paymentDueAt'>;

export const PROCESSOR_NAMES = { mpesa: 'M-Pesa', card: 'Card', wallet: 'Wallet' } as const;

export function toPaymentJson(payment: PaymentRow, order: OrderState): PaymentJson {
  return {
    payment_id: payment.id,
    order_id: payment.orderId,
    order_number: order.orderNumber,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
    status: payment.paymentStatus,
    payment_status: payment.paymentStatus,
    payment_processor: payment.paymentProcessor,
    phone: payment.phone,
    card_last4: payment.cardLast4,
    redirect_url: payment.paymentStatus === 'pending' ? payment.redirectUrl : null,
    receipt_number: payment.receiptNumber,
    failure_reason: payment.failureReason,
    still_checking: payment.paymentStatus === 'pending' && payment.lastCheckedAt !== null,
    refund_due: payment.refundDueAt !== null,
    created_at: payment.createdAt.toISOString(),
    processed_at: payment.processedAt ? payment.processedAt.toISOString() : null,
    order: {
      financial_status: order.financialStatus,
      order_status: order.orderStatus,
      payment_due_at: order.paymentDueAt ? order.paymentDueAt.toISOString() : null,
    },
  };
}

const orderState = {
  orderNumber: orders.orderNumber,
  financialStatus: orders.financialStatus,
  orderStatus: orders.orderStatus,
  paymentDueAt: orders.paymentDueAt,
};

/** The caller's payment, or null (another buyer's payment does not exist for them). */
export async function loadPayment(db: Database, userId: number, paymentId: number): Promise<PaymentJson | null> {
  const [row] = await db
    .select({ payment: payments, order: orderState })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  return row ? toPaymentJson(row.payment, row.order) : null;
}
