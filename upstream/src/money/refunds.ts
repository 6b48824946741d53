// Refunds to where the money came from (issue 34, point 3). A cause (an approved return
// `return:<id>`, a parcel cancelled after payment `cancel:<fulfilment id>`, money that arrived for an
// order that could no longer take it `late:<payment id>`) gives its amount back payment by payment:
// first to the M-Pesa number or card that paid (M-Pesa's B2C, the card provider's refund), then the
// wallet's part to the wallet; all of it to the wallet when the buyer chose so. One cause refunds
// once, whatever the retries (a second call finds its refunds and adds none).
//
// The books: a refund to the wallet moves the money from the order to the wallet at once (a wallet
// movement); one to M-Pesa or a card moves it from the order to `transit:refunds` in the cause's
// transaction, then to the provider once the provider confirms (`refund_paid:<id>`). A failed try is
// sent again later under a new id (after 1, 4, then 16 minutes); after the last one the refund is
// failed and waits for the operator, who sends it again or gives it to the wallet instead
// (`refund_back:<id>`, from transit to the order, then the wallet movement).
import { and, asc, count, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminRefundSchema, refundSchema } from '../../../contract/api/refunds';
import { REFUND_MAX_ATTEMPTS, type RefundMethod } from '../../../contract/rules/refunds';
import { maskPhone } from '../../../contract/rules/phone';
import type { Executor } from '../account/db';
import { recordWalletMovement } from '../account/wallet';
import { recordAudit, type AuditActor } from '../admin/audit';
import type { ApiDeps } from '../context';
import { orders, payments, refunds, users } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import type { Mail } from '../mail/mailer';
import type { B2cResult } from '../payments/b2c-result';
import type { PayoutOutcome, RefundOutcome } from '../payments/provider';
import { payoutUrls } from '../payments/setup';
import { accounts, postJournal, toCents, twoSided } from './ledger';
import { refundFailedMail, refundSentMail, refundToWalletMail } from './refund-mails';
import { commitThenMail } from '../mail/after-commit';

type Refund = typeof refunds.$inferSelect;
type Payment = typeof payments.$inferSelect;

/** The prefix of our B2C ids for refunds: a B2C result with it is a refund's, not a payout's. */
export const REFUND_ID_PREFIX = 'refund-';
/** Two processes never ask about the same refund within this time. */
const LEASE_MS = 30_000;
const BATCH = 20;
/** The wait before the next try: 1, 4, 16 minutes. */
const retryDelayMs = (attempts: number) => 60_000 * 4 ** Math.max(0, attempts - 1);

export interface RefundCause {
  /** `return:7`, `cancel:12`, `late:31`. */
  cause: string;
  /** Shillings. */
  amount: number;
  /** What the buyer reads on their statement and mails. */
  memo: string;
  /** The buyer asked for the wallet. */
  toWallet?: boolean;
  /** Refund only this payment (money that arrived late is given back to where it came from). */
  paymentId?: number;
  /** A return's refund to the wallet names its request on the wallet's movement. */
  returnRequestId?: number;
}

interface RefundedOrder {
  id: number;
  userId: number;
  orderNumber: string;
}

/** Where a refund goes, in the buyer's words: "M-Pesa 2547•••••671", "card ending 4242", "your wallet". */
export function refundDestination(r: Pick<Refund, 'method' | 'phone'> & { cardLast4?: string | null }): string {
  if (r.method === 'mpesa') return `M-Pesa ${r.phone ? maskPhone(r.phone) : ''}`.trim();
  if (r.method === 'card') return r.cardLast4 ? `card ending ${r.cardLast4}` : 'your card';
  return 'your wallet';
}

/**
 * Writes the refunds of one cause in the caller's transaction (which holds the order locked) and
 * answers how many go to M-Pesa or a card: send them after the commit (sendRefunds with the
 * order's id). Refunds to the wallet are done here. A cause already refunded adds nothing.
 */
export async function refundCause(tx: Executor, order: RefundedOrder, plan: RefundCause, now = new Date()): Promise<number> {
  let leftCents = toCents(plan.amount);
  if (leftCents <= 0) return 0;
  const [done] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.cause, plan.cause)).limit(1);
  if (done) return 0;

  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.paymentStatus, 'completed'), plan.paymentId ? eq(payments.id, plan.paymentId) : undefined))
    .orderBy(asc(payments.id));
  const given = new Map<number, number>();
  if (paid.length) {
    const rows = await tx
      .select({ paymentId: refunds.paymentId, cents: sql<string>`sum(round(${refunds.amount} * 100))` })
      .from(refunds)
      .where(
        inArray(
          refunds.paymentId,
          paid.map((p) => p.id),
        ),
      )
      .groupBy(refunds.paymentId);
    for (const r of rows) given.set(r.paymentId!, Number(r.cents));
  }
  const remaining = (p: Payment) => toCents(p.amount) - (given.get(p.id) ?? 0);

  const toSend: number[] = [];
  const toWallet: { cents: number; paymentId: number | null }[] = [];
  // The money from outside the wallet goes back first (a late payment only to itself), then the wallet's part.
  for (const payment of paid.filter((p) => p.method !== 'wallet')) {
    const cents = Math.min(leftCents, remaining(payment));
    if (cents <= 0) continue;
    leftCents -= cents;
    // M-Pesa without a number to send to (older records), or the buyer's choice: the wallet.
    if (plan.toWallet || (payment.method === 'mpesa' && !payment.phone)) {
      toWallet.push({ cents, paymentId: payment.id });
      continue;
    }
    toSend.push(await openRefund(tx, order, plan, payment, cents, now));
    if (leftCents === 0) break;
  }
  for (const part of paid.filter((p) => p.method === 'wallet')) {
    const cents = Math.min(leftCents, remaining(part));
    if (cents <= 0) continue;
    leftCents -= cents;
    toWallet.push({ cents, paymentId: part.id });
  }
  // Money no payment row records (the seed's history): to the wallet, as before refunds had a way back.
  if (leftCents > 0) toWallet.push({ cents: leftCents, paymentId: null });
  for (const part of toWallet) await refundToWallet(tx, order, plan, part.paymentId, part.cents, now);
  return toSend.length;
}

/** A refund to M-Pesa or a card, pending: the money leaves the order for transit now. */
async function openRefund(tx: Executor, order: RefundedOrder, plan: RefundCause, payment: Payment, cents: number, now: Date): Promise<number> {
  const method = payment.method as Exclude<RefundMethod, 'wallet'>;
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      userId: order.userId,
      paymentId: payment.id,
      cause: plan.cause,
      method,
      amount: cents / 100,
      status: 'pending',
      provider: payment.provider ?? payment.paymentProcessor,
      phone: method === 'mpesa' ? payment.phone : null,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: refunds.id });
  await postJournal(
    tx,
    twoSided({
      cause: `refund:${row.id}`,
      kind: 'refund',
      orderId: order.id,
      at: now,
      memo: `${plan.memo}: on its way to ${refundDestination({ method, phone: payment.phone, cardLast4: payment.cardLast4 })}`,
      debit: accounts.order(order.id),
      credit: accounts.refundsInTransit,
      cents,
    }),
  );
  return row.id;
}

async function refundToWallet(tx: Executor, order: RefundedOrder, plan: RefundCause, paymentId: number | null, cents: number, now: Date): Promise<void> {
  await tx.insert(refunds).values({
    orderId: order.id,
    userId: order.userId,
    paymentId,
    cause: plan.cause,
    method: 'wallet',
    amount: cents / 100,
    status: 'completed',
    provider: 'wallet',
    completedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await recordWalletMovement(tx, {
    userId: order.userId,
    amount: cents / 100,
    kind: 'refund',
    description: plan.memo,
    orderId: order.id,
    returnRequestId: plan.returnRequestId ?? null,
    createdAt: now,
  });
}

/* ------------------------------------------------------------------ sending */

/**
 * Sends the refunds whose time has come: one order's (after its cause's commit), or any (the
 * payment jobs). Answers how many were sent.
 */
export async function sendRefunds(deps: ApiDeps, orderId?: number, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.sentAt),
        lte(refunds.nextAttemptAt, now),
        orderId === undefined ? undefined : eq(refunds.orderId, orderId),
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(BATCH);
  let sent = 0;
  for (const { id } of due) if (await sendRefund(deps, id, now)) sent += 1;
  return sent;
}

/** One try of one refund: claimed (so no other process sends it), then sent. False when it was not this process's to send. */
async function sendRefund(deps: ApiDeps, id: number, now: Date): Promise<boolean> {
  const { db, payments: setup } = deps;
  const claimed = await db.transaction(async (tx) => {
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, id), eq(refunds.status, 'pending'), isNull(refunds.sentAt)))
      .for('update', { skipLocked: true });
    if (!refund) return null;
    const attempts = refund.attempts + 1;
    const [row] = await tx
      .update(refunds)
      .set({
        attempts,
        sentAt: now,
        nextAttemptAt: null,
        lastCheckedAt: null,
        originatorConversationId: refund.method === 'mpesa' ? `${REFUND_ID_PREFIX}${refund.id}-${attempts}` : refund.originatorConversationId,
        conversationId: null,
        providerRefundId: null,
        updatedAt: now,
      })
      .where(eq(refunds.id, id))
      .returning();
    const [payment] = refund.paymentId ? await tx.select().from(payments).where(eq(payments.id, refund.paymentId)) : [];
    return { refund: row, payment };
  });
  if (!claimed) return false;
  const { refund, payment } = claimed;

  if (refund.method === 'card') {
    const card = setup.card;
    let outcome: RefundOutcome;
    try {
      if (!card) throw new Error('no card provider is on');
      outcome = await card.refund({
        reference: payment?.reference ?? '',
        amount: refund.amount,
        refundId: `${REFUND_ID_PREFIX}${refund.id}-${refund.attempts}`,
      });
    } catch (error) {
      console.error(`[refunds] refund ${refund.id} to a card: ${(error as Error).message}`);
      outcome = { status: 'failed', code: 'unavailable', reason: 'The card provider could not be reached.' };
    }
    if (outcome.status === 'pending') {
      await db.update(refunds).set({ providerRefundId: outcome.providerRefundId, updatedAt: new Date() }).where(eq(refunds.id, refund.id));
    } else {
      await settleRefund(deps, refund.id, outcome);
    }
    return true;
  }

  const payer = setup.payer;
  if (!payer) {
    await settleRefund(deps, refund.id, { status: 'failed', code: 'unavailable', reason: 'M-Pesa refunds are not set up.' });
    return true;
  }
  try {
    const { conversationId } = await payer.pay({
      originatorConversationId: refund.originatorConversationId!,
      phone: refund.phone!,
      // B2C pays whole shillings, and M-Pesa charged the buyer whole shillings.
      amount: Math.ceil(refund.amount),
      remarks: `Refund ${refund.id}`,
      ...payoutUrls(setup.settings),
    });
    await db
      .update(refunds)
      .set({ conversationId, updatedAt: new Date() })
      .where(and(eq(refunds.id, refund.id), eq(refunds.originatorConversationId, refund.originatorConversationId!), isNull(refunds.conversationId)));
  } catch (error) {
    // Not known to have reached M-Pesa: asked about by its id later (reconcileRefunds), never sent twice.
    console.error(`[refunds] refund ${refund.id}: ${(error as Error).message}`);
  }
  return true;
}

/* ------------------------------------------------------------------ the provider's word */

/**
 * The provider's final word on the refund's current try: done (its receipt; the money leaves
 * transit for the provider; the buyer is mailed), or refused (tried again later, or failed after
 * the last try: the operator is shown it, the buyer mailed). False when there was nothing to do.
 */
export async function settleRefund(
  deps: Pick<ApiDeps, 'db' | 'mailer'>,
  id: number,
  outcome: Exclude<RefundOutcome | PayoutOutcome, { status: 'pending' }>,
  now = new Date(),
): Promise<boolean> {
  return commitThenMail(deps, async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!refund || refund.status !== 'pending' || refund.sentAt === null) return false;
    if (outcome.status === 'completed') {
      await tx
        .update(refunds)
        .set({ status: 'completed', receiptNumber: outcome.receiptNumber, failureCode: null, failureReason: null, completedAt: now, updatedAt: now })
        .where(eq(refunds.id, id));
      await postJournal(
        tx,
        twoSided({
          cause: `refund_paid:${id}`,
          kind: 'refund_paid',
          orderId: refund.orderId,
          at: now,
          memo: `Refund ${id} paid, receipt ${outcome.receiptNumber}`,
          debit: accounts.refundsInTransit,
          credit: accounts.provider(refund.provider ?? refund.method),
          cents: toCents(refund.amount),
        }),
      );
      return refundMail(tx, { ...refund, receiptNumber: outcome.receiptNumber }, 'sent');
    }
    const last = refund.attempts >= REFUND_MAX_ATTEMPTS;
    await tx
      .update(refunds)
      .set({
        status: last ? 'failed' : 'pending',
        failureCode: outcome.code,
        failureReason: outcome.reason,
        sentAt: null,
        nextAttemptAt: last ? null : new Date(now.getTime() + retryDelayMs(refund.attempts)),
        updatedAt: now,
      })
      .where(eq(refunds.id, id));
    console.warn(`[refunds] refund ${id} try ${refund.attempts} refused (${outcome.code}: ${outcome.reason})${last ? ': failed, for the operator' : ''}`);
    return last ? refundMail(tx, refund, 'failed') : null;
  });
}

/** The buyer's mail about a refund, when they want order mail. */
async function refundMail(tx: Executor, refund: Refund, what: 'sent' | 'failed' | 'wallet'): Promise<Mail | null> {
  const [row] = await tx
    .select({ email: users.email, name: users.name, orderNumber: orders.orderNumber, cardLast4: payments.cardLast4 })
    .from(refunds)
    .innerJoin(users, eq(users.id, refunds.userId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refund.id));
  if (!row) return null;
  const facts = {
    to: row.email,
    name: row.name,
    orderNumber: row.orderNumber,
    amount: refund.amount,
    destination: refundDestination({ ...refund, cardLast4: row.cardLast4 }),
  };
  if (what === 'sent') return refundSentMail({ ...facts, receiptNumber: refund.receiptNumber });
  if (what === 'wallet') return refundToWalletMail(facts);
  return refundFailedMail(facts);
}

/** M-Pesa's B2C result for a refund (the route reads and checks the secret; payouts share the URL). */
export async function handleRefundResult(deps: ApiDeps, result: B2cResult): Promise<{ status: 200 | 404 | 422; message: string }> {
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.originatorConversationId, result.originatorConversationId));
  if (!refund) return { status: 404, message: 'Unknown refund.' };
  if (refund.conversationId !== null && refund.conversationId !== result.conversationId)
    return { status: 422, message: 'The result does not match this refund.' };
  if (refund.status !== 'pending' || refund.sentAt === null) return { status: 200, message: 'Already recorded.' };
  if (result.outcome.status === 'completed' && result.amount !== null && result.amount !== Math.ceil(refund.amount)) {
    console.warn(`[refunds] result refused: refund ${refund.id} is for ${Math.ceil(refund.amount)}, the result says ${result.amount}`);
    return { status: 422, message: 'The amount does not match this refund.' };
  }
  let confirmed: PayoutOutcome = { status: 'pending' };
  try {
    confirmed = (await deps.payments.payer?.queryPayout(result.originatorConversationId)) ?? confirmed;
  } catch (error) {
    console.error(`[refunds] query for refund ${refund.id} failed: ${(error as Error).message}`);
  }
  // The query wins where it has a word; where it answers only by callback (Daraja), the result does.
  const outcome = confirmed.status === 'pending' ? result.outcome : confirmed;
  if (outcome.status !== 'pending') await settleRefund(deps, refund.id, outcome);
  return { status: 200, message: 'Received.' };
}

/**
 * Sends the refunds whose next try is due, and asks the providers about tries still out after
 * `reconcileAfterMs` (a lost result). Answers how many were settled by asking.
 */
export async function reconcileRefunds(deps: ApiDeps, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const { db, payments: setup } = deps;
  await sendRefunds(deps, undefined, now);
  const askBefore = new Date(now.getTime() - setup.settings.reconcileAfterMs);
  const leaseBefore = new Date(now.getTime() - LEASE_MS);
  const candidates = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNotNull(refunds.sentAt),
        // A card refund is asked about from the start (the provider answers its refunds by query); an
        // M-Pesa one once its result is late.
        or(eq(refunds.method, 'card'), lte(refunds.sentAt, askBefore)),
        or(isNull(refunds.lastCheckedAt), lte(refunds.lastCheckedAt, leaseBefore)),
      ),
    )
    .orderBy(asc(refunds.sentAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(refunds)
    .set({ lastCheckedAt: now })
    .where(and(inArray(refunds.id, candidates), eq(refunds.status, 'pending')))
    .returning();
  let settled = 0;
  for (const refund of claimed) {
    let outcome: RefundOutcome | PayoutOutcome;
    try {
      if (refund.method === 'card') {
        if (!refund.providerRefundId || !setup.card) continue;
        outcome = await setup.card.queryRefund(refund.providerRefundId);
      } else {
        if (!setup.payer || !refund.originatorConversationId) continue;
        outcome = await setup.payer.queryPayout(refund.originatorConversationId);
      }
    } catch (error) {
      console.error(`[refunds] reconciling refund ${refund.id}: ${(error as Error).message}`);
      continue;
    }
    if (outcome.status !== 'pending' && (await settleRefund(deps, refund.id, outcome, now))) settled += 1;
  }
  return settled;
}

/* ------------------------------------------------------------------ the operator */

const NOT_FAILED = 'Only a failed refund can be sent again or given to the wallet.';

/** The operator sends a failed refund again (a fresh round of tries), audited. */
export async function retryRefund(deps: ApiDeps, admin: AuditActor, id: number, now = new Date()): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'pending', attempts: 0, sentAt: null, nextAttemptAt: now, updatedAt: now })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'failed')))
      .returning();
    if (!row) throw (await refundExists(tx, id)) ? new ApiError(409, NOT_FAILED) : notFound('Refund');
    await recordAudit(tx, admin, { action: 'refund.retry', targetId: id, before: { status: 'failed' }, after: { status: 'pending' }, reason: null });
    return row;
  });
  await sendRefunds(deps, row.orderId, now);
}

/** The operator gives a failed refund to the buyer's wallet instead: from transit back to the order, then to the wallet; audited. */
export async function refundFailedToWallet(deps: ApiDeps, admin: AuditActor, id: number, now = new Date()): Promise<void> {
  const { db, mailer } = deps;
  const { mail } = await db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!refund) throw notFound('Refund');
    if (refund.status !== 'failed') throw new ApiError(409, NOT_FAILED);
    const [order] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, refund.orderId));
    await postJournal(
      tx,
      twoSided({
        cause: `refund_back:${id}`,
        kind: 'refund_back',
        orderId: refund.orderId,
        at: now,
        memo: `Refund ${id} could not be paid: back for the wallet`,
        debit: accounts.refundsInTransit,
        credit: accounts.order(refund.orderId),
        cents: toCents(refund.amount),
      }),
    );
    await recordWalletMovement(tx, {
      userId: refund.userId,
      amount: refund.amount,
      kind: 'refund',
      description: `Refund for order ${order.orderNumber}, to your wallet`,
      orderId: refund.orderId,
      createdAt: now,
    });
    const [after] = await tx
      .update(refunds)
      .set({ status: 'completed', method: 'wallet', provider: 'wallet', completedAt: now, updatedAt: now })
      .where(eq(refunds.id, id))
      .returning();
    await recordAudit(tx, admin, {
      action: 'refund.to_wallet',
      targetId: id,
      before: { status: 'failed', method: refund.method },
      after: { status: 'completed', method: 'wallet' },
      reason: null,
    });
    return { refund: after, mail: await refundMail(tx, after, 'wallet') };
  });
  if (mail) await mailer.send(db, mail);
}

async function refundExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, id));
  return Boolean(row);
}

/* ------------------------------------------------------------------ as the API answers them */

export type RefundJson = z.infer<typeof refundSchema>;
type AdminRefundJson = z.infer<typeof adminRefundSchema>;

const causeOf = (cause: string) => cause.slice(0, cause.indexOf(':')) as RefundJson['cause'];

function toRefundJson(r: Refund, cardLast4: string | null): RefundJson {
  return {
    id: r.id,
    amount: r.amount,
    currency: 'KES',
    method: r.method,
    destination: refundDestination({ ...r, cardLast4 }),
    status: r.status,
    cause: causeOf(r.cause),
    receipt_number: r.receiptNumber,
    created_at: r.createdAt.toISOString(),
    completed_at: r.completedAt?.toISOString() ?? null,
  };
}

/** Refunds with the last digits of the card they go back to. */
const refundRows = (db: Executor) =>
  db.select({ refund: refunds, cardLast4: payments.cardLast4 }).from(refunds).leftJoin(payments, eq(payments.id, refunds.paymentId));

/** An order's refunds, oldest first. */
export async function orderRefunds(db: Executor, orderId: number): Promise<RefundJson[]> {
  const rows = await refundRows(db).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  return rows.map((r) => toRefundJson(r.refund, r.cardLast4));
}

/** The refunds of return requests (cause `return:<id>`), by request id, oldest first; a request without any has none in the map. */
export async function returnRefunds(db: Executor, returnIds: number[]): Promise<Map<number, RefundJson[]>> {
  const byReturn = new Map<number, RefundJson[]>();
  if (returnIds.length === 0) return byReturn;
  const rows = await refundRows(db)
    .where(
      inArray(
        refunds.cause,
        returnIds.map((id) => `return:${id}`),
      ),
    )
    .orderBy(asc(refunds.id));
  for (const r of rows) {
    const id = Number(r.refund.cause.slice(r.refund.cause.indexOf(':') + 1));
    byReturn.set(id, [...(byReturn.get(id) ?? []), toRefundJson(r.refund, r.cardLast4)]);
  }
  return byReturn;
}

/** One of the buyer's refunds with its order, for its credit note; null when it is not theirs. */
export async function buyerRefund(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ refund: refunds, cardLast4: payments.cardLast4, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.id, id), eq(refunds.userId, userId)));
  return row ? { refund: toRefundJson(row.refund, row.cardLast4), order: row.order } : null;
}

const ADMIN_FILTER = {
  open: ne(refunds.status, 'completed'),
  failed: eq(refunds.status, 'failed'),
  pending: eq(refunds.status, 'pending'),
  completed: eq(refunds.status, 'completed'),
} as const;

/** A refund with what the operator reads beside it: its order's number and its buyer. */
const adminRefundRows = (db: Executor) =>
  db
    .select({ refund: refunds, cardLast4: payments.cardLast4, orderNumber: orders.orderNumber, buyer: { id: users.id, name: users.name, email: users.email } })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .leftJoin(payments, eq(payments.id, refunds.paymentId));

type AdminRefundRow = Awaited<ReturnType<typeof adminRefundRows>>[number];

const toAdminRefundJson = (r: AdminRefundRow): AdminRefundJson => ({
  ...toRefundJson(r.refund, r.cardLast4),
  order_id: r.refund.orderId,
  order_number: r.orderNumber,
  buyer: r.buyer,
  attempts: r.refund.attempts,
  failure_reason: r.refund.failureReason,
});

/** The operator's refunds: open ones (pending or failed) by default, oldest first. */
export async function listAdminRefunds(db: Executor, query: { status: keyof typeof ADMIN_FILTER; page: number; per_page: number }) {
  const where = ADMIN_FILTER[query.status];
  const [{ total }] = await db.select({ total: count() }).from(refunds).where(where);
  const rows = await adminRefundRows(db)
    .where(where)
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { data: rows.map(toAdminRefundJson), total };
}

/** One refund as the operator sees it (after acting on it). */
export async function loadAdminRefund(db: Executor, id: number): Promise<AdminRefundJson> {
  const [row] = await adminRefundRows(db).where(eq(refunds.id, id));
  if (!row) throw notFound('Refund');
  return toAdminRefundJson(row);
}
