// The payment jobs, and the settlement of parcels whose returns closed (money/settlement.ts).
// Every API process runs them (several may share one PostgreSQL), so each claims its rows first:
// the reconciliation (M-Pesa's query, the card provider's verify) leases pending payments with a
// conditional update over `for update skip locked`, the expiry cancels one locked order at a time
// with a conditional update, and a parcel is settled under its order's lock, once (its journal's cause).
import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../account/db';
import type { ApiDeps } from '../context';
import { invoices, orderItems, orders, payments, products, users } from '../db/schema';
import { notifyStorefront, productsChanged } from '../http/storefront-notify';
import { orderCancelledMail } from '../order-money/mails';
import { reconcilePayouts } from '../money/payouts';
import { reconcileRefunds } from '../money/refunds';
import { settleParcels } from '../money/settlement';
import { moveAllFulfilments } from '../seller/fulfilments';
import { NO_ANSWER_REASON } from './mpesa-result';
import { MESSAGES } from '../order-money/payability';
import type { PaymentOutcome } from './provider';
import { DuplicateReceipt, settlePayment, verifyCardPayment } from './service';
import { returnWalletPart } from '../order-money/wallet-part';

/** Two processes never ask about the same payment within this time. */
const LEASE_MS = 30_000;
const BATCH = 20;

export interface JobOptions {
  now?: Date;
}

/**
 * Asks the provider about payments still pending after `reconcileAfterMs` (their callback may be
 * lost) and settles those it has a final word on. Gives up on one pending past `giveUpAfterMs` only
 * when the provider itself still answers "pending" (or never got the request): while the query
 * cannot reach the provider the payment may have been paid, so it stays pending ("still checking")
 * however long an outage lasts. Returns the number of payments settled.
 */
export async function reconcilePendingPayments(deps: ApiDeps, { now = new Date() }: JobOptions = {}): Promise<number> {
  const { db, payments: setup } = deps;
  const { reconcileAfterMs, giveUpAfterMs } = setup.settings;
  const askBefore = new Date(now.getTime() - reconcileAfterMs);
  const leaseBefore = new Date(now.getTime() - LEASE_MS);
  const candidates = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.paymentStatus, 'pending'),
        lte(payments.createdAt, askBefore),
        or(sql`${payments.lastCheckedAt} is null`, lte(payments.lastCheckedAt, leaseBefore)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(payments)
    .set({ lastCheckedAt: now })
    .where(and(inArray(payments.id, candidates), eq(payments.paymentStatus, 'pending')))
    .returning({
      id: payments.id,
      method: payments.method,
      checkoutRequestId: payments.checkoutRequestId,
      reference: payments.reference,
      amount: payments.amount,
      currency: payments.currency,
      createdAt: payments.createdAt,
    });

  let settled = 0;
  for (const payment of claimed) {
    const overdue = now.getTime() - payment.createdAt.getTime() >= giveUpAfterMs;
    let outcome: PaymentOutcome = { status: 'pending' };
    if ((payment.method === 'mpesa' && payment.checkoutRequestId) || payment.method === 'card') {
      try {
        // M-Pesa's STK query, or the card provider's verify call (amount and currency checked).
        outcome = payment.method === 'card' ? await verifyCardPayment(deps, payment) : await setup.mpesa.query(payment.checkoutRequestId!);
      } catch (error) {
        // No word at all (an outage): still checking, asked again next round.
        console.error(`[payments] reconciling payment ${payment.id}: ${(error as Error).message}`);
        continue;
      }
    }
    // The provider still says "processing" (or never got the request) long after M-Pesa's own time-out.
    if (outcome.status === 'pending' && overdue) {
      outcome = { status: 'failed', code: 'no_answer', reason: payment.method === 'card' ? MESSAGES.cardNotCompleted : NO_ANSWER_REASON };
    }
    try {
      if (await settlePayment(deps, payment.id, outcome)) settled += 1;
    } catch (error) {
      // One payment's bad answer (a receipt already recorded) must not stop the others.
      if (!(error instanceof DuplicateReceipt)) throw error;
    }
  }
  return settled;
}

/**
 * Cancels an order not paid in full yet (financial_status 'pending'): Canceled and voided, its
 * stock back, its invoice Canceled, every shipment not yet on its way canceled with `note`, and the
 * wallet's part (if the buyer paid one) back in the wallet. Answers the products whose stock came
 * back and the shillings returned to the wallet, or null when the order was paid or voided
 * meanwhile. The payment hold's expiry below, and the operator's cancel of an unpaid order
 * (admin/orders.ts).
 */
export async function voidUnpaidOrder(tx: Executor, orderId: number, now: Date, note: string): Promise<{ products: number[]; walletReturned: number } | null> {
  const [changed] = await tx
    .update(orders)
    .set({ orderStatus: 'Canceled', financialStatus: 'voided', paymentDueAt: null, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.financialStatus, 'pending')))
    .returning({ id: orders.id, userId: orders.userId, orderNumber: orders.orderNumber });
  if (!changed) return null;
  const walletReturned = await returnWalletPart(tx, changed, now, note);
  // In product id order, as checkout locks them, so the two never deadlock.
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${Number(line.quantity)}`, updatedAt: now })
      .where(eq(products.id, line.productId!));
  }
  await tx.update(invoices).set({ status: 'Canceled' }).where(eq(invoices.orderId, orderId));
  await moveAllFulfilments(tx, orderId, 'canceled', now, note);
  return { products: lines.map((line) => line.productId!), walletReturned };
}

/**
 * Cancels orders whose hold ran out unpaid (and with no attempt still pending): stock returned,
 * invoice Canceled, the buyer told. Returns the numbers of the orders cancelled.
 */
export async function expireUnpaidOrders(deps: ApiDeps, { now = new Date() }: JobOptions = {}): Promise<string[]> {
  const { db } = deps;
  const cancelled: string[] = [];
  const releasedIds = new Set<number>();
  for (let i = 0; i < 100; i += 1) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, orderNumber: orders.orderNumber, userId: orders.userId, total: orders.totalAmount })
        .from(orders)
        .where(
          and(
            eq(orders.financialStatus, 'pending'),
            isNotNull(orders.paymentDueAt),
            lte(orders.paymentDueAt, now),
            sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.paymentStatus} = 'pending')`,
          ),
        )
        .orderBy(asc(orders.paymentDueAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return null;
      const voided = await voidUnpaidOrder(tx, order.id, now, 'Not paid in time');
      if (!voided) return 'skip';
      for (const id of voided.products) releasedIds.add(id);
      const [buyer] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId));
      return {
        orderNumber: order.orderNumber,
        mail: orderCancelledMail({
          to: buyer.email,
          name: buyer.name,
          orderNumber: order.orderNumber,
          total: order.total,
          walletReturned: voided.walletReturned,
        }),
      };
    });
    if (done === null) break;
    if (done === 'skip') continue;
    cancelled.push(done.orderNumber);
    await deps.mailer.send(db, done.mail);
  }
  if (releasedIds.size) void notifyStorefront(productsChanged([...releasedIds]));
  return cancelled;
}

export interface PaymentJobsOptions {
  intervalMs?: number;
  log?: (message: string) => void;
}

/** Runs both jobs every `intervalMs` (30 s by default) until the returned stop is called. */
export function startPaymentJobs(deps: ApiDeps, { intervalMs = 30_000, log = console.log }: PaymentJobsOptions = {}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        const settled = await reconcilePendingPayments(deps);
        const cancelled = await expireUnpaidOrders(deps);
        const parcels = await settleParcels(deps.db);
        const paidOut = await reconcilePayouts(deps);
        const refunded = await reconcileRefunds(deps);
        if (settled) log(`[payments] reconciled ${settled} pending payment(s)`);
        if (cancelled.length) log(`[payments] cancelled unpaid order(s) ${cancelled.join(', ')}`);
        if (parcels) log(`[payments] settled ${parcels} parcel(s) whose returns closed`);
        if (paidOut) log(`[payments] reconciled ${paidOut} payout(s)`);
        if (refunded) log(`[payments] reconciled ${refunded} refund(s)`);
      } catch (error) {
        console.error('[payments] job failed:', error);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
