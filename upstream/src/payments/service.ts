// Paying an order: start an attempt, settle it from the provider's word, and take M-Pesa's
// callback. Every change of a payment happens in one transaction that locks the payment and then
// its order. A failure changes only a pending payment; a confirmed success changes any payment not
// yet completed (one given up too), so money that arrives late is recorded, never thrown away: it
// pays the order if the order still takes payment, else it is marked for refund. A repeated answer
// finds the payment settled and changes nothing.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { ApiDeps, AuthUser } from '../context';
import type { Database } from '../db/client';
import { invoices, orders, payments, transactions, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Mail } from '../mail/mailer';
import { markFulfilmentsPaid, newPaidOrderMails } from '../seller/fulfilments';
import { paymentReceiptMail } from '../order-money/mails';
import { readStkCallback } from './mpesa-result';
import { redact } from './mpesa-sandbox';
import { PROCESSOR_NAMES, loadPayment, toPaymentJson, type PaymentJson } from '../order-money/payment-json';
import { ProviderUnavailable, type CardProvider, type PaymentOutcome } from './provider';
import { CARD_OFF_MESSAGE } from './request';
import { callbackUrl } from './setup';
import { MESSAGES, payability, takesPayment } from '../order-money/payability';
import { paymentJournal, postJournal, toCents } from '../money/ledger';
import { refundCause, sendRefunds } from '../money/refunds';
import { paidCents, spendWallet, walletPartOf, WALLET_MESSAGES } from '../order-money/wallet-part';

/** The ledger's id of a payment attempt: unique by construction (the order id) and not guessable from it (the random tail). */
const formatTransactionId = (year: number, orderId: number) => `TXN-${year}${String(orderId).padStart(6, '0')}-${randomBytes(3).toString('hex').toUpperCase()}`;

/** A payment from outside the wallet: M-Pesa with a phone, or a card. */
export type ExternalPaymentRequest = { method: 'mpesa'; phone: string } | { method: 'card'; cardNumber: string };

/**
 * What the buyer asked: the whole order from the wallet, or M-Pesa or card for what is due (after
 * the wallet's part, with `useWallet`).
 */
export type PaymentRequest = { method: 'wallet' } | (ExternalPaymentRequest & { useWallet: boolean });

export interface StartedPayment {
  status: 201;
  message: string;
  payment: PaymentJson;
}

/**
 * Starts paying the caller's order. While an earlier attempt may still complete (pending: waiting
 * for the PIN, or still being checked with a provider that did not answer) a second one is refused
 * with a 409, so a double click, a second tab or an M-Pesa outage never charges twice. The wallet's
 * part, when asked for, is paid in the same transaction; M-Pesa or the card is then asked for what
 * is left (nothing when the wallet paid it all).
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
    if (pending) {
      const message = pending.lastCheckedAt ? MESSAGES.stillChecking : MESSAGES.pendingExists;
      throw new ApiError(409, message, { payment: toPaymentJson(pending, order) });
    }
    const refusal = payability(order, now);
    if (refusal) throw new ApiError(409, refusal);

    let dueCents = toCents(order.totalAmount) - (await paidCents(tx, orderId));
    if (request.method === 'wallet' || request.useWallet) {
      const whole = request.method === 'wallet';
      const part = await spendWallet(tx, order, dueCents, now, { whole, transactionId: formatTransactionId(now.getUTCFullYear(), orderId) });
      if (part) dueCents -= toCents(part.amount);
      if (part && dueCents <= 0) return { kind: 'paid' as const, payment: part, order, mails: await payOrder(tx, order, part, now) };
    }
    if (request.method === 'wallet') throw new Error('unreachable: the wallet pays the whole order or refuses');

    const processor = PROCESSOR_NAMES[request.method];
    const amount = dueCents / 100;
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId,
        userId: user.id,
        amount,
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
      amount,
      accountNo: order.orderNumber,
      phone: payment.phone,
      status: 'pending',
      paymentId: payment.id,
      processor,
      createdAt: now,
    });
    await tx.update(payments).set({ reference: transactionId }).where(eq(payments.id, payment.id));
    return { kind: 'started' as const, payment, order, request };
  });

  if (opened.kind === 'paid') {
    for (const mail of opened.mails) await deps.mailer.send(db, mail);
    return { status: 201, message: WALLET_MESSAGES.paid, payment: await mustLoad(db, user.id, opened.payment.id) };
  }
  const { payment, order } = opened;
  const external = opened.request;

  if (external.method === 'card') {
    const outcome = await cardProvider(deps).start({ cardNumber: external.cardNumber, amount: payment.amount, orderNumber: order.orderNumber });
    await settlePayment(deps, payment.id, outcome);
    const settled = await mustLoad(db, user.id, payment.id);
    return { status: 201, message: settled.failure_reason ?? MESSAGES.cardPaid, payment: settled };
  }

  try {
    const started = await setup.mpesa.start({
      phone: external.phone,
      amount: Math.ceil(payment.amount),
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

/** A receipt number already recorded for another payment: the provider's word is wrong or replayed. */
export class DuplicateReceipt extends ApiError {
  constructor(receiptNumber: string) {
    super(409, MESSAGES.duplicateReceipt, { receipt_number: [MESSAGES.duplicateReceipt] });
    this.name = `DuplicateReceipt ${receiptNumber}`;
  }
}

/** Whether a database error is the unique index on receipt numbers (two settlements racing). */
function isReceiptTaken(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === 'payments_receipt_key' || message?.includes('payments_receipt_key'))) return true;
  }
  return false;
}

/**
 * Records the provider's final word on a payment. A failure settles only a pending payment; a
 * success settles any payment not completed yet (a late one after the give-up too): it pays the
 * order while the order takes payment, otherwise the money is recorded and marked for refund.
 * Returns false when there was nothing to do. Throws DuplicateReceipt for a receipt number another
 * payment holds.
 */
export async function settlePayment(deps: ApiDeps, paymentId: number, outcome: PaymentOutcome): Promise<boolean> {
  if (outcome.status === 'pending') return false;
  try {
    const settled = await deps.db.transaction((tx) => settleLocked(tx, paymentId, outcome, new Date()));
    if (Array.isArray(settled)) for (const mail of settled) await deps.mailer.send(deps.db, mail);
    if (typeof settled === 'object' && 'refundsOf' in settled) await sendRefunds(deps, settled.refundsOf);
    return settled !== false;
  } catch (error) {
    if (outcome.status === 'completed' && outcome.receiptNumber && isReceiptTaken(error)) throw new DuplicateReceipt(outcome.receiptNumber);
    throw error;
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;

/**
 * settlePayment's transaction: false (nothing to do), true (settled), the mails of a paid order (the
 * buyer's receipt, each seller's new order), or the order whose refund of this payment is to send.
 */
async function settleLocked(
  tx: Tx,
  paymentId: number,
  outcome: Exclude<PaymentOutcome, { status: 'pending' }>,
  now: Date,
): Promise<boolean | Mail[] | { refundsOf: number }> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment || payment.paymentStatus === 'completed') return false;
  if (outcome.status === 'failed') {
    if (payment.paymentStatus !== 'pending') return false;
    await tx
      .update(payments)
      .set({ paymentStatus: 'failed', receiptNumber: null, failureCode: outcome.code, failureReason: outcome.reason, processedAt: now, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await tx.update(transactions).set({ status: 'failed', receiptNumber: null }).where(eq(transactions.paymentId, payment.id));
    return true;
  }

  if (outcome.receiptNumber) {
    const [taken] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.receiptNumber, outcome.receiptNumber), ne(payments.id, payment.id)))
      .limit(1);
    if (taken) {
      console.error(`[payments] payment ${payment.id}: receipt ${outcome.receiptNumber} is already payment ${taken.id}'s; not recorded`);
      throw new DuplicateReceipt(outcome.receiptNumber);
    }
  }
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
  const pays = takesPayment(order);
  if (payment.paymentStatus === 'failed') {
    console.warn(`[payments] payment ${payment.id} was ${payment.failureCode} but the provider confirms it paid: recorded`);
  }
  await tx
    .update(payments)
    .set({
      paymentStatus: 'completed',
      receiptNumber: outcome.receiptNumber,
      failureCode: null,
      failureReason: null,
      refundDueAt: pays ? null : now,
      processedAt: now,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  await tx.update(transactions).set({ status: 'completed', receiptNumber: outcome.receiptNumber }).where(eq(transactions.paymentId, payment.id));
  // The money is in, whether the order can take it or it is owed back: the books say so either way.
  await postJournal(tx, paymentJournal(payment, order.orderNumber));

  if (!pays) {
    // Money for an order already paid by another attempt, or cancelled: kept, and given back to
    // where it came from (money/refunds.ts; sent after the commit). A paid order stays paid (it is
    // still delivered); an unpaid one is marked refund_due.
    console.error(`[payments] order ${order.orderNumber} (${order.financialStatus}) cannot take payment ${payment.id} (${outcome.receiptNumber}): refunded`);
    if (order.financialStatus !== 'paid') await tx.update(orders).set({ financialStatus: 'refund_due', updatedAt: now }).where(eq(orders.id, order.id));
    const memo = `Refund of a payment that arrived for order ${order.orderNumber} after it could no longer take it`;
    await refundCause(tx, order, { cause: `late:${payment.id}`, amount: payment.amount, memo, paymentId: payment.id }, now);
    return { refundsOf: order.id };
  }
  // Paid once its parts (the wallet's, if any, and this one) cover the total; the rest is due.
  if ((await paidCents(tx, order.id)) < toCents(order.totalAmount)) return true;
  return payOrder(tx, order, { ...payment, receiptNumber: outcome.receiptNumber }, now);
}

type OrderRow = typeof orders.$inferSelect;

/**
 * Marks an order paid once its payments cover it (the caller holds it locked): its invoice Paid,
 * its shipments open for their sellers. Answers the mails: the buyer's receipt, each seller's new order.
 */
async function payOrder(tx: Tx, order: OrderRow, payment: PaymentRow, now: Date): Promise<Mail[]> {
  const part = payment.method === 'wallet' ? null : await walletPartOf(tx, order.id);
  // An order paid partly from the wallet names both ways in its records and receipt.
  const processor = part ? `Wallet and ${payment.paymentProcessor}` : payment.paymentProcessor;
  await tx.update(orders).set({ financialStatus: 'paid', paymentDueAt: null, paymentGateway: processor, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.update(invoices).set({ status: 'Paid' }).where(eq(invoices.orderId, order.id));
  await markFulfilmentsPaid(tx, order.id, now);
  const [buyer] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId));
  const receipt = paymentReceiptMail({
    to: buyer.email,
    name: buyer.name,
    orderNumber: order.orderNumber,
    total: order.totalAmount,
    processor,
    receiptNumber: payment.receiptNumber,
    paidAt: now,
  });
  return [receipt, ...(await newPaidOrderMails(tx, order))];
}

/**
 * Puts a failed attempt that M-Pesa says was paid back to pending ("still checking"), so the
 * reconciliation asks about it again, unless another attempt of its order is pending (that one
 * is being checked; this one's callback may be repeated).
 */
async function reopenForChecking(deps: ApiDeps, paymentId: number): Promise<void> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.paymentStatus !== 'failed') return;
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const [other] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, payment.orderId), eq(payments.paymentStatus, 'pending')))
      .limit(1);
    if (other) {
      console.error(`[payments] payment ${payment.id} may have been paid but payment ${other.id} of its order is pending: not reopened`);
      return;
    }
    console.warn(`[payments] payment ${payment.id} (${payment.failureCode}): M-Pesa says paid but cannot confirm it now; checking again`);
    await tx
      .update(payments)
      .set({ paymentStatus: 'pending', failureCode: null, failureReason: null, processedAt: null, lastCheckedAt: now, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await tx.update(transactions).set({ status: 'pending' }).where(eq(transactions.paymentId, payment.id));
  });
}

/* ------------------------------------------------------------------ M-Pesa's callback */

export interface CallbackAnswer {
  status: 200 | 404 | 409 | 422;
  message: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Whether the callback URL's secret is ours (compared in constant time, whatever its length). */
export const secretMatches = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

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
  const { outcome } = callback;
  // A success for an attempt given up (or failed) is still news: the query decides below.
  if (payment.paymentStatus === 'completed' || (payment.paymentStatus === 'failed' && outcome.status !== 'completed')) {
    return { status: 200, message: 'Already recorded.' };
  }
  if (outcome.status === 'completed' && outcome.amount !== null && outcome.amount !== Math.ceil(payment.amount)) {
    console.warn(`[payments] M-Pesa callback refused: payment ${payment.id} is for ${Math.ceil(payment.amount)}, the callback says ${outcome.amount}`);
    return { status: 422, message: 'The amount does not match this payment.' };
  }

  let confirmed: PaymentOutcome;
  try {
    confirmed = await setup.mpesa.query(callback.checkoutRequestId);
  } catch (error) {
    console.error(`[payments] M-Pesa query for payment ${payment.id} failed: ${(error as Error).message}`);
    confirmed = { status: 'pending' };
  }
  if (confirmed.status === 'pending') {
    // Not confirmed now: the reconciliation job will ask again (a given-up attempt is reopened for it).
    if (payment.paymentStatus === 'failed') await reopenForChecking(deps, payment.id);
    return { status: 200, message: 'Received; the payment will be confirmed shortly.' };
  }
  if (confirmed.status !== outcome.status) {
    console.warn(`[payments] payment ${payment.id}: the callback says ${outcome.status}, the query ${confirmed.status}; the query wins`);
  }
  // The query confirms the result; its receipt number wins where it gives one, else the callback's.
  const settled =
    confirmed.status === 'completed' && outcome.status === 'completed'
      ? { ...outcome, receiptNumber: confirmed.receiptNumber ?? outcome.receiptNumber }
      : confirmed;
  try {
    await settlePayment(deps, payment.id, settled);
  } catch (error) {
    if (!(error instanceof DuplicateReceipt)) throw error;
    console.warn(`[payments] M-Pesa callback refused: payment ${payment.id}: ${error.name}`);
    return { status: 409, message: error.message };
  }
  return { status: 200, message: 'Accepted' };
}
