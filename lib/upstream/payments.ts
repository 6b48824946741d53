// The buyer's payments: paying an order (POST /orders/{id}/payments, by M-Pesa or test card),
// one attempt's status (GET /payments/{id}), and the list (GET /payments?page=n), newest first.
// One shape for all three, normalised into lib/domain (the list's rows are attempts too). And which
// methods the API takes (GET /payments/methods, public): the card only where one is on.
import 'server-only';
import { z } from 'zod';
import type { Payment } from '@/lib/domain/account';
import type { PaymentAttempt, PaymentMethods } from '@/lib/domain/orders';
import type { PaymentRequest } from '@/lib/validation/payment';
import { api } from '@/lib/routing/urls';
import { publicCall, userCall } from './client';
import { pageSchema } from './page';

const text = z.string().nullish().catch(null);

function statusOf(raw: string | undefined): PaymentAttempt['status'] {
  const value = raw?.toLowerCase();
  return value === 'completed' || value === 'failed' ? value : 'pending';
}

export const paymentAttemptSchema = z
  .object({
    payment_id: z.number().int(),
    order_id: z.number().int(),
    order_number: z.string(),
    amount: z.number(),
    currency: z.string().catch('KES'),
    method: z.enum(['mpesa', 'card']).optional().catch(undefined),
    // `payment_status` is the spec's name for the same thing; the seeded history has only it.
    status: z.string().optional().catch(undefined),
    payment_status: z.string().optional().catch(undefined),
    payment_processor: z.string().catch(''),
    phone: text,
    card_last4: text,
    receipt_number: text,
    failure_reason: text,
    still_checking: z.boolean().catch(false),
    created_at: z.string().catch(''),
    processed_at: text,
  })
  .transform((p): PaymentAttempt => ({
    id: p.payment_id,
    orderId: p.order_id,
    orderNumber: p.order_number,
    amount: p.amount,
    currency: p.currency,
    method: p.method ?? (p.payment_processor === 'Card' ? 'card' : 'mpesa'),
    status: statusOf(p.status ?? p.payment_status),
    processor: p.payment_processor,
    phone: p.phone ?? null,
    cardLast4: p.card_last4 ?? null,
    receipt: p.receipt_number ?? null,
    failureReason: p.failure_reason ?? null,
    stillChecking: p.still_checking,
    createdAt: p.created_at,
    processedAt: p.processed_at ?? null,
  }));

const paymentRowSchema = paymentAttemptSchema.transform((p): Payment => ({
  id: p.id,
  orderId: p.orderId,
  orderNumber: p.orderNumber,
  amount: p.amount,
  currency: p.currency,
  status: p.status,
  processor: p.processor,
  processedAt: p.processedAt,
  receipt: p.receipt,
}));

export function listPayments(token: string, page: number) {
  return userCall(token, api.payments, pageSchema(paymentRowSchema), { query: { page } });
}

/** Starts paying the order: an M-Pesa prompt on the buyer's phone, or the test card at once. */
export function startPayment(token: string, request: PaymentRequest) {
  const body =
    request.method === 'mpesa'
      ? { method: 'mpesa', phone: request.phone }
      : { method: 'card', card_number: request.cardNumber, expiry: request.expiry, cvc: request.cvc };
  return userCall(token, api.orderPayments(request.orderId), z.object({ payment: paymentAttemptSchema }), {
    method: 'POST',
    body,
    // Starting an STK push waits on M-Pesa's own answer.
    timeoutMs: 15000,
  });
}

// An answer we cannot read offers M-Pesa alone: never a card the API may refuse.
const methodSchema = z.object({ available: z.boolean(), test: z.boolean().catch(true) }).catch({ available: false, test: true });
const paymentMethodsSchema = z.object({ mpesa: methodSchema, card: methodSchema }).transform((m): PaymentMethods => m);

/** Which methods the API takes now; public (the same for every buyer). */
export function getPaymentMethods() {
  return publicCall(api.paymentMethods, paymentMethodsSchema);
}

export function getPayment(token: string, paymentId: number) {
  return userCall(token, api.payment(paymentId), z.object({ payment: paymentAttemptSchema }));
}
