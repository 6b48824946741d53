// The buyer's payments: paying an order (POST /orders/{id}/payments, by M-Pesa or card),
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
import { paymentMethodSchema, paymentSchema } from '@/contract/api/payments';

function statusOf(raw: string | undefined): PaymentAttempt['status'] {
  const value = raw?.toLowerCase();
  return value === 'completed' || value === 'failed' ? value : 'pending';
}

const { shape } = paymentSchema;
const text = <S extends z.ZodType<string | null>>(field: S) => field.nullish().catch(null);

// The API's Payment (contract/api/payments.ts), read tolerantly: the seeded history and older
// answers leave fields out or spell them otherwise, and an attempt still shows.
export const paymentAttemptSchema = paymentSchema
  .pick({ payment_id: true, order_id: true, order_number: true, amount: true })
  .extend({
    currency: shape.currency.catch('KES'),
    method: shape.method.optional().catch(undefined),
    // `payment_status` is the spec's name for the same thing; the seeded history has only it.
    status: z.string().optional().catch(undefined),
    payment_status: z.string().optional().catch(undefined),
    payment_processor: shape.payment_processor.catch(''),
    phone: text(shape.phone),
    card_last4: text(shape.card_last4),
    redirect_url: text(shape.redirect_url),
    receipt_number: text(shape.receipt_number),
    failure_reason: text(shape.failure_reason),
    still_checking: shape.still_checking.catch(false),
    created_at: shape.created_at.catch(''),
    processed_at: text(shape.processed_at),
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
    redirectUrl: p.redirect_url ?? null,
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

/** Starts paying the order: from the wallet at once, an M-Pesa prompt on the buyer's phone, or the card provider's page to send the buyer to (after the wallet's part with useWallet). */
export function startPayment(token: string, request: PaymentRequest) {
  const useWallet = request.useWallet ? { use_wallet: true } : {};
  const body =
    request.method === 'wallet'
      ? { method: 'wallet' }
      : request.method === 'mpesa'
        ? { method: 'mpesa', phone: request.phone, ...useWallet }
        : { method: 'card', ...useWallet };
  return userCall(token, api.orderPayments(request.orderId), z.object({ payment: paymentAttemptSchema }), {
    method: 'POST',
    body,
    // Starting an STK push (or opening Paystack's page) waits on the provider's own answer.
    timeoutMs: 15000,
  });
}

// An answer we cannot read offers M-Pesa alone: never a card the API may refuse.
const methodSchema = paymentMethodSchema.extend({ test: paymentMethodSchema.shape.test.catch(true) }).catch({ available: false, test: true });
const paymentMethodsSchema = z.object({ mpesa: methodSchema, card: methodSchema }).transform((m): PaymentMethods => m);

/** Which methods the API takes now; public (the same for every buyer). */
export function getPaymentMethods() {
  return publicCall(api.paymentMethods, paymentMethodsSchema);
}

export function getPayment(token: string, paymentId: number) {
  return userCall(token, api.payment(paymentId), z.object({ payment: paymentAttemptSchema }));
}
