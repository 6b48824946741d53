// Paying an order: start an attempt, settle it from the provider's word, and take M-Pesa's
// callback. Every change of a payment happens in one transaction that locks the payment and then
// its order. A failure changes only a pending payment; a confirmed success changes any payment not
// yet completed (one given up too), so money that arrives late is recorded, never thrown away: it
// pays the order if the order still takes payment, else it is marked for refund. A repeated answer
// finds the payment settled and changes nothing.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
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
import { ProviderUnavailable, type PaymentOutcome } from './provider';
import { callbackUrl, cardReturnUrl } from './setup';
import { MESSAGES, payability, takesPayment } from '../order-money/payability';
import { paymentJournal, postJournal, toCents } from '../money/ledger';
import { refundCause, sendRefunds } from '../money/refunds';
import { paidCents, spendWallet, walletPartOf, WALLET_MESSAGES } from '../order-money/wallet-part';

/** The ledger's id of a payment attempt: unique by construction (the order id) and not guessable from it (the random tail). */
const formatTransactionId = (year: number, orderId: number) => `TXN-${year}${String(orderId).padStart(6, '0')}-${randomBytes(3).toString('hex').toUpperCase()}`;

/** A payment from outside the wallet: M-Pesa with a phone, or a card (on the provider's page). */
export type ExternalPaymentRequest = { method: 'mpesa'; phone: string } | { method: 'card' };

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
      const message = pending.method === 'card' ? MESSAGES.cardPending : pending.lastCheckedAt ? MESSAGES.stillChecking : MESSAGES.pendingExists;
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
        provider: request.method === 'mpesa' ? setup.mpesa.name : setup.card.name,
        phone: request.method === 'mpesa' ? request.phone : null,
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
    return { kind: 'started' as const, payment: { ...payment, reference: transactionId }, order, request };
  });

  if (opened.kind === 'paid') {
    for (const mail of opened.mails) await deps.mailer.send(db, mail);
    return { status: 201, message: WALLET_MESSAGES.paid, payment: await mustLoad(db, user.id, opened.payment.id) };
  }
  const { payment, order } = opened;
  const external = opened.request;

  if (external.method === 'card') return startCardPayment(deps, user, payment.id, { reference: payment.reference, amount: payment.amount });

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

/**
 * A card attempt: the provider's hosted page is opened for it (Paystack's initialize, with our
 * reference) and the buyer is sent there by `redirect_url`; it stays pending until the verify call
 * says it was paid or declined.
 */
async function startCardPayment(
  deps: ApiDeps,
  user: AuthUser,
  paymentId: number,
  { reference, amount }: { reference: string; amount: number },
): Promise<StartedPayment> {
  const { db, payments: setup } = deps;
  const [row] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  try {
    const page = await setup.card.initialize({ reference, amount, email: user.email, callbackUrl: cardReturnUrl(setup.settings, row.orderId) });
    await db
      .update(payments)
      .set({ checkoutRequestId: page.accessCode, redirectUrl: page.authorizationUrl, updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
  } catch (error) {
    // As with M-Pesa: an attempt the provider never opened must not block the next try.
    await settlePayment(deps, paymentId, { status: 'failed', code: 'unavailable', reason: MESSAGES.cardUnreachable });
    if (!(error instanceof ProviderUnavailable)) throw error;
    console.error(`[payments] payment ${paymentId}: ${error.message}`);
    throw new ApiError(502, MESSAGES.cardUnreachable);
  }
  return { status: 201, message: MESSAGES.cardRedirect, payment: await mustLoad(db, user.id, paymentId) };
}

type CardPaymentRow = Pick<typeof payments.$inferSelect, 'id' | 'reference' | 'amount' | 'currency'>;

/**
 * The card provider's verified word on a card payment: paid only when the verify call says success
 * for our reference, our amount and our currency. A charge of another amount or currency is
 * refused (failed, and logged for the operator): it never pays the order.
 */
export async function verifyCardPayment(deps: ApiDeps, payment: CardPaymentRow): Promise<PaymentOutcome> {
  if (!payment.reference) return { status: 'pending' };
  const outcome = await deps.payments.card.verify(payment.reference);
  if (outcome.status !== 'completed') return outcome;
  const amountMatches = outcome.amount !== null && toCents(outcome.amount) === toCents(payment.amount);
  if (!amountMatches || outcome.currency !== payment.currency) {
    console.error(
      `[payments] payment ${payment.id} (${payment.reference}) is for ${payment.currency} ${payment.amount}, the card provider charged ${outcome.currency} ${outcome.amount}: not recorded as paid`,
    );
    return { status: 'failed', code: 'amount_mismatch', reason: MESSAGES.cardMismatch };
  }
  return outcome;
}

/**
 * Asks the card provider about a pending card payment and settles it from the answer (the buyer's
 * page polls GET /payments/{id}, which calls this). No answer (an outage) leaves it pending.
 */
export async function refreshCardPayment(deps: ApiDeps, paymentId: number): Promise<void> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.method !== 'card' || payment.paymentStatus !== 'pending') return;
  try {
    await settlePayment(deps, payment.id, await verifyCardPayment(deps, payment));
  } catch (error) {
    if (!(error instanceof ProviderUnavailable || error instanceof DuplicateReceipt)) throw error;
    console.error(`[payments] verifying card payment ${payment.id}: ${error.message}`);
  }
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
      .set({
        paymentStatus: 'failed',
        receiptNumber: null,
        redirectUrl: null,
        failureCode: outcome.code,
        failureReason: outcome.reason,
        processedAt: now,
        updatedAt: now,
      })
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
      ...(outcome.cardLast4 ? { cardLast4: outcome.cardLast4 } : {}),
      redirectUrl: null,
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

/* ------------------------------------------------------------------ Paystack's webhook */

interface WebhookAnswer {
  status: 200 | 401 | 409 | 422;
  message: string;
}

const webhookSchema = z.object({ event: z.string(), data: z.looseObject({ reference: z.string().min(1).max(200) }) });

/**
 * Paystack's webhook (POST /paystack/webhook). Only a body signed with our secret key is read, and
 * even then a charge event is only a hint: the payment is settled from the verify call. A replay
 * finds the payment settled and changes nothing; an event about a reference not ours is ignored
 * (answered 200, so Paystack stops sending it).
 */
export async function handlePaystackWebhook(deps: ApiDeps, rawBody: string, signature: string | undefined): Promise<WebhookAnswer> {
  if (!deps.payments.card.signatureMatches(rawBody, signature)) {
    console.warn('[payments] Paystack webhook refused: bad or missing x-paystack-signature');
    return { status: 401, message: 'Invalid signature.' };
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    body = null;
  }
  const event = webhookSchema.safeParse(body);
  if (!event.success) return { status: 422, message: 'Not a Paystack event.' };
  if (!event.data.event.startsWith('charge.')) return { status: 200, message: 'Ignored.' };
  const { reference } = event.data.data;
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.method, 'card')))
    .limit(1);
  if (!payment) {
    console.warn(`[payments] Paystack webhook ignored: unknown reference ${reference}`);
    return { status: 200, message: 'Unknown reference; ignored.' };
  }
  if (payment.paymentStatus === 'completed') return { status: 200, message: 'Already recorded.' };
  let outcome: PaymentOutcome;
  try {
    outcome = await verifyCardPayment(deps, payment);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    // Not confirmed now: the buyer's page and the reconciliation job ask again.
    console.error(`[payments] Paystack verify for payment ${payment.id} failed: ${error.message}`);
    return { status: 200, message: 'Received; the payment will be confirmed shortly.' };
  }
  try {
    await settlePayment(deps, payment.id, outcome);
  } catch (error) {
    if (!(error instanceof DuplicateReceipt)) throw error;
    console.warn(`[payments] Paystack webhook refused: payment ${payment.id}: ${error.name}`);
    return { status: 409, message: error.message };
  }
  return { status: 200, message: 'Accepted' };
}
