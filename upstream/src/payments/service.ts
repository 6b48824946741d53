// Paying an order: start an attempt, settle it once from the provider's word, and take M-Pesa's
// callback. Every change of a payment happens in one transaction that locks the payment and then
// its order, and only a pending payment changes: a repeated or late answer finds it settled and
// changes nothing.
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApiDeps, AuthUser } from '../context';
import type { Database } from '../db/client';
import { invoices, orders, payments, transactions, users } from '../db/schema';
import { formatTransactionId } from '../commerce/checkout';
import { ApiError } from '../http/envelope';
import { paymentReceiptMail } from './mails';
import { readStkCallback } from './mpesa-result';
import { redact } from './mpesa-sandbox';
import { PROCESSOR_NAMES, loadPayment, toPaymentJson, type PaymentJson } from './payment-json';
import { ProviderUnavailable, type CardProvider, type PaymentOutcome } from './provider';
import { CARD_OFF_MESSAGE } from './request';
import { callbackUrl } from './setup';
import { MESSAGES, payability } from './payability';

export type PaymentRequest = { method: 'mpesa'; phone: string } | { method: 'card'; cardNumber: string };

export interface StartedPayment {
  /** 201 for a new attempt, 200 for the attempt already pending. */
  status: 200 | 201;
  message: string;
  payment: PaymentJson;
}

/**
 * Starts paying the caller's order. An attempt already pending is answered instead of a second
 * one, so a double click or a second tab never charges twice.
 */
export async function startPayment(deps: ApiDeps, user: AuthUser, orderId: number, request: PaymentRequest): Promise<StartedPayment> {
  const { db, payments: setup } = deps;
  const now = new Date();
  const opened = await db.transaction(async (tx) => {
    // The order's row lock queues concurrent starts for the same order.
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, user.id)))
      .for('update');
    if (!order) throw new ApiError(404, MESSAGES.orderNotFound);
    const [pending] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.paymentStatus, 'pending')))
      .limit(1);
    if (pending) return { existing: toPaymentJson(pending, order), payment: null, order: null };
    const refusal = payability(order, now);
    if (refusal) throw new ApiError(409, refusal);

    const processor = PROCESSOR_NAMES[request.method];
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId,
        userId: user.id,
        amount: order.totalAmount,
        currency: order.currency,
        paymentStatus: 'pending',
        paymentProcessor: processor,
        method: request.method,
        provider: request.method === 'mpesa' ? setup.mpesa.name : cardProvider(deps).name,
        phone: request.method === 'mpesa' ? request.phone : null,
        cardLast4: request.method === 'card' ? request.cardNumber.slice(-4) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const transactionId = formatTransactionId(now.getUTCFullYear(), orderId);
    await tx.insert(transactions).values({
      id: transactionId,
      userId: user.id,
      orderId,
      amount: order.totalAmount,
      accountNo: order.orderNumber,
      phone: payment.phone,
      status: 'pending',
      paymentId: payment.id,
      processor,
      createdAt: now,
    });
    await tx.update(payments).set({ reference: transactionId }).where(eq(payments.id, payment.id));
    return { existing: null, payment, order };
  });

  if (opened.existing) return { status: 200, message: MESSAGES.pendingExists, payment: opened.existing };
  const { payment, order } = opened;

  if (request.method === 'card') {
    const outcome = await cardProvider(deps).start({ cardNumber: request.cardNumber, amount: order.totalAmount, orderNumber: order.orderNumber });
    await settlePayment(deps, payment.id, outcome);
    const settled = await mustLoad(db, user.id, payment.id);
    return { status: 201, message: settled.failure_reason ?? MESSAGES.cardPaid, payment: settled };
  }

  try {
    const started = await setup.mpesa.start({
      phone: request.phone,
      amount: Math.ceil(order.totalAmount),
      orderNumber: order.orderNumber,
      callbackUrl: callbackUrl(setup.settings, order.orderNumber),
    });
    await db
      .update(payments)
      .set({ merchantRequestId: started.merchantRequestId, checkoutRequestId: started.checkoutRequestId, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
  } catch (error) {
    // Never leave an attempt pending that no provider knows about: it would block the next try.
    await settlePayment(deps, payment.id, { status: 'failed', code: 'unavailable', reason: MESSAGES.mpesaUnreachable });
    if (!(error instanceof ProviderUnavailable)) throw error;
    console.error(`[payments] payment ${payment.id}: ${redact(error.message)}`);
    throw new ApiError(502, MESSAGES.mpesaUnreachable);
  }
  return { status: 201, message: MESSAGES.checkPhone, payment: await mustLoad(db, user.id, payment.id) };
}

/** The card provider; the request was refused before this when none is on. */
function cardProvider(deps: ApiDeps): CardProvider {
  if (!deps.payments.card) throw new ApiError(422, CARD_OFF_MESSAGE, { method: [CARD_OFF_MESSAGE] });
  return deps.payments.card;
}

async function mustLoad(db: Database, userId: number, paymentId: number): Promise<PaymentJson> {
  const payment = await loadPayment(db, userId, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  return payment;
}

/**
 * Records the provider's final word on a pending payment, once. Returns false when there was
 * nothing to do (still pending, or already settled by an earlier answer).
 */
export async function settlePayment(deps: ApiDeps, paymentId: number, outcome: PaymentOutcome): Promise<boolean> {
  if (outcome.status === 'pending') return false;
  const now = new Date();
  const receipt = await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.paymentStatus !== 'pending') return null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');

    let final: Exclude<PaymentOutcome, { status: 'pending' }> = outcome;
    if (outcome.status === 'completed' && order.financialStatus === 'paid') {
      // Paid twice (the one-pending rule should make this impossible): keep the record, flag the refund.
      console.error(`[payments] order ${order.orderNumber} is already paid: payment ${payment.id} (${outcome.receiptNumber}) must be refunded`);
      final = { status: 'failed', code: 'duplicate', reason: MESSAGES.duplicatePayment };
    }
    const failure = final.status === 'failed' ? final : null;
    await tx
      .update(payments)
      .set({
        paymentStatus: final.status,
        receiptNumber: final.status === 'completed' ? final.receiptNumber : null,
        failureCode: failure ? failure.code : null,
        failureReason: failure ? failure.reason : null,
        processedAt: now,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    await tx
      .update(transactions)
      .set({ status: final.status, receiptNumber: final.status === 'completed' ? final.receiptNumber : null })
      .where(eq(transactions.paymentId, payment.id));
    if (final.status !== 'completed') return null;

    if (order.financialStatus !== 'pending') {
      // Money for an order already cancelled (after M-Pesa went silent past the give-up time).
      console.error(`[payments] order ${order.orderNumber} was paid after it was cancelled: payment ${payment.id} must be refunded`);
      await tx.update(orders).set({ financialStatus: 'refund_due', updatedAt: now }).where(eq(orders.id, order.id));
      return null;
    }
    await tx
      .update(orders)
      .set({ financialStatus: 'paid', paymentDueAt: null, paymentGateway: payment.paymentProcessor, updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx.update(invoices).set({ status: 'Paid' }).where(eq(invoices.orderId, order.id));
    const [buyer] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId));
    return paymentReceiptMail({
      to: buyer.email,
      name: buyer.name,
      orderNumber: order.orderNumber,
      total: order.totalAmount,
      processor: payment.paymentProcessor,
      receiptNumber: final.receiptNumber,
      paidAt: now,
    });
  });
  if (receipt) await deps.mailer.send(deps.db, receipt);
  return true;
}

/* ------------------------------------------------------------------ M-Pesa's callback */

export interface CallbackAnswer {
  status: 200 | 404 | 422;
  message: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const secretMatches = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * Daraja's STK callback. It is not signed, so it is only a hint: the payment is settled from the
 * provider's own query, and only when the callback names a pending request of ours, for the order
 * and amount we asked for.
 */
export async function handleMpesaCallback(deps: ApiDeps, secret: string, orderNumber: string | undefined, body: unknown): Promise<CallbackAnswer> {
  const { db, payments: setup } = deps;
  if (!secretMatches(secret, setup.settings.callbackSecret)) {
    console.warn('[payments] M-Pesa callback refused: wrong secret in the callback URL');
    return { status: 404, message: 'Not found' };
  }
  const callback = readStkCallback(body);
  if (!callback) {
    console.warn('[payments] M-Pesa callback refused: not an STK callback body');
    return { status: 422, message: 'Not an STK callback.' };
  }
  const [row] = await db
    .select({ payment: payments, orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.checkoutRequestId, callback.checkoutRequestId), eq(payments.method, 'mpesa')))
    .limit(1);
  if (!row) {
    console.warn(`[payments] M-Pesa callback refused: unknown CheckoutRequestID ${callback.checkoutRequestId}`);
    return { status: 404, message: 'Unknown payment request.' };
  }
  const { payment } = row;
  if (payment.merchantRequestId !== callback.merchantRequestId || (orderNumber !== undefined && orderNumber !== row.orderNumber)) {
    console.warn(`[payments] M-Pesa callback refused: ${callback.checkoutRequestId} is payment ${payment.id} of ${row.orderNumber}, not this request or order`);
    return { status: 422, message: 'The callback does not match this payment request.' };
  }
  if (payment.paymentStatus !== 'pending') return { status: 200, message: 'Already recorded.' };
  const { outcome } = callback;
  if (outcome.status === 'completed' && outcome.amount !== null && outcome.amount !== Math.ceil(payment.amount)) {
    console.warn(`[payments] M-Pesa callback refused: payment ${payment.id} is for ${Math.ceil(payment.amount)}, the callback says ${outcome.amount}`);
    return { status: 422, message: 'The amount does not match this payment.' };
  }

  let confirmed: PaymentOutcome;
  try {
    confirmed = await setup.mpesa.query(callback.checkoutRequestId);
  } catch (error) {
    // Not confirmed now: the reconciliation job will ask again.
    console.error(`[payments] M-Pesa query for payment ${payment.id} failed: ${(error as Error).message}`);
    return { status: 200, message: 'Received; the payment will be confirmed shortly.' };
  }
  if (confirmed.status === 'pending') return { status: 200, message: 'Received; the payment will be confirmed shortly.' };
  if (confirmed.status !== outcome.status) {
    console.warn(`[payments] payment ${payment.id}: the callback says ${outcome.status}, the query ${confirmed.status}; the query wins`);
  }
  // The receipt, amount and phone come only with the callback; the query confirms the result.
  const settled = confirmed.status === 'completed' && outcome.status === 'completed' ? outcome : confirmed;
  await settlePayment(deps, payment.id, settled);
  return { status: 200, message: 'Accepted' };
}
