// A shop's payouts (issue 34, point 6): the seller asks for their whole available balance, which is
// sent to the shop's M-Pesa number by B2C (Daraja, or the built-in sandbox).
//
// The books: asking moves the money from the shop's available account to money in transit
// (`transit:payouts`) in the same transaction as the payout's row; M-Pesa's result then moves it
// from transit to the provider (paid) or back to the shop (refused). Each is one journal per
// payout, so a replayed result or a second process's query posts nothing more. The request to
// M-Pesa is made after the row is committed, under our own OriginatorConversationID: a lost answer
// is asked about later by that id (reconcilePayouts), never sent twice.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { maskPhone, normaliseMpesaPhone } from '../../../contract/rules/phone';
import { PAYOUT_MAXIMUM, PAYOUT_MESSAGES, PAYOUT_MINIMUM } from '../../../contract/rules/payouts';
import type { ApiDeps, AuthUser } from '../context';
import type { Database } from '../db/client';
import { payouts, shops, users } from '../db/schema';
import type { Executor } from '../account/db';
import { ApiError } from '../http/envelope';
import type { Mail } from '../mail/mailer';
import { readB2cResult } from '../payments/b2c-result';
import type { PayoutOutcome } from '../payments/provider';
import { secretMatches } from '../payments/service';
import { payoutUrls } from '../payments/setup';
import { findSellerShop } from '../seller/products';
import { accounts, accountSum, postJournal, toCents, twoSided } from './ledger';
import { payoutPaidMail, payoutRefusedMail } from './payout-mails';
import { commitThenMail } from '../mail/after-commit';
import { handleRefundResult, REFUND_ID_PREFIX } from './refunds';

type Payout = typeof payouts.$inferSelect;

/** Two processes never ask about the same payout within this time. */
const LEASE_MS = 30_000;
const BATCH = 20;

export function toPayoutJson(p: Payout) {
  return {
    id: p.id,
    amount: p.amount,
    currency: 'KES' as const,
    phone: maskPhone(p.phone),
    status: p.status,
    receipt_number: p.receiptNumber,
    failure_reason: p.failureReason,
    requested_at: p.createdAt.toISOString(),
    completed_at: p.completedAt?.toISOString() ?? null,
  };
}

export async function listShopPayouts(db: Database, userId: number, query: { page: number; per_page: number }) {
  const { id: shopId } = await findSellerShop(db, userId);
  const [{ total }] = await db.select({ total: count() }).from(payouts).where(eq(payouts.shopId, shopId));
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.shopId, shopId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { total, rows: rows.map(toPayoutJson) };
}

/**
 * The seller asks for their shop's whole available balance (whole shillings, up to one B2C
 * payment's limit). Refused when the shop has no Safaricom number, a payout is on its way, or the
 * balance is below the minimum. Answers the payout as M-Pesa accepted it (or as it stands when
 * M-Pesa could not be reached: asked about later).
 */
export async function requestPayout(deps: ApiDeps, user: AuthUser) {
  const { db, payments: setup } = deps;
  const payer = setup.payer;
  if (!payer) throw new ApiError(503, 'Payouts are not set up yet. Please try again later.');
  const { id: shopId } = await findSellerShop(db, user.id);
  const payout = await db.transaction(async (tx) => {
    // The shop is locked, so two requests at once make one payout.
    const [shop] = await tx.select({ phone: shops.mpesaNumber }).from(shops).where(eq(shops.id, shopId)).for('update');
    const phone = shop.phone ? normaliseMpesaPhone(shop.phone) : null;
    if (!phone) throw new ApiError(422, PAYOUT_MESSAGES.noPhone);
    const [pending] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.shopId, shopId), eq(payouts.status, 'pending')));
    if (pending) throw new ApiError(409, PAYOUT_MESSAGES.onItsWay);
    const availableCents = -(await accountSum(tx, accounts.shopAvailable(shopId)));
    // B2C pays whole shillings; the cents wait for the next payout.
    const amount = Math.min(Math.floor(availableCents / 100), PAYOUT_MAXIMUM);
    if (amount < PAYOUT_MINIMUM) throw new ApiError(422, PAYOUT_MESSAGES.belowMinimum);
    const [row] = await tx
      .insert(payouts)
      .values({
        shopId,
        requestedBy: user.id,
        amount,
        phone,
        provider: payer.name,
        originatorConversationId: `payout-${shopId}-${randomBytes(8).toString('hex')}`,
      })
      .returning();
    await postJournal(
      tx,
      twoSided({
        cause: `payout:${row.id}`,
        kind: 'payout',
        memo: `Payout to M-Pesa ${maskPhone(phone)}`,
        debit: accounts.shopAvailable(shopId),
        credit: accounts.payoutsInTransit,
        cents: toCents(amount),
      }),
    );
    return row;
  });

  try {
    const { conversationId } = await payer.pay({
      originatorConversationId: payout.originatorConversationId,
      phone: payout.phone,
      amount: payout.amount,
      remarks: `Payout ${payout.id}`,
      ...payoutUrls(setup.settings),
    });
    const [accepted] = await db
      .update(payouts)
      .set({ conversationId, updatedAt: new Date() })
      .where(and(eq(payouts.id, payout.id), isNull(payouts.conversationId)))
      .returning();
    return toPayoutJson(accepted ?? payout);
  } catch (error) {
    // Not known to have reached M-Pesa: asked about by its id later, never sent again.
    console.error(`[payouts] payout ${payout.id}: ${(error as Error).message}`);
    return toPayoutJson(payout);
  }
}

/**
 * M-Pesa's final word on a payout: paid (its receipt; the money leaves transit for the provider)
 * or refused (the reason; the money goes back to the shop's available balance), and the seller is
 * mailed either way once it is committed. A payout already settled is left alone: false.
 */
export async function settlePayout(
  deps: Pick<ApiDeps, 'db' | 'mailer'>,
  payoutId: number,
  outcome: Exclude<PayoutOutcome, { status: 'pending' }>,
  now = new Date(),
): Promise<boolean> {
  return commitThenMail(deps, async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!payout || payout.status !== 'pending') return false;
    const common = { orderId: null, at: now, cents: toCents(payout.amount) };
    if (outcome.status === 'completed') {
      await tx
        .update(payouts)
        .set({ status: 'completed', receiptNumber: outcome.receiptNumber, completedAt: now, updatedAt: now })
        .where(eq(payouts.id, payoutId));
      await postJournal(
        tx,
        twoSided({
          ...common,
          cause: `payout_paid:${payoutId}`,
          kind: 'payout_paid',
          memo: `Paid to M-Pesa ${maskPhone(payout.phone)}, receipt ${outcome.receiptNumber}`,
          debit: accounts.payoutsInTransit,
          credit: accounts.provider(payout.provider),
        }),
      );
    } else {
      await tx
        .update(payouts)
        .set({ status: 'failed', failureCode: outcome.code, failureReason: outcome.reason, completedAt: now, updatedAt: now })
        .where(eq(payouts.id, payoutId));
      await postJournal(
        tx,
        twoSided({
          ...common,
          cause: `payout_failed:${payoutId}`,
          kind: 'payout_failed',
          memo: `Payout refused by M-Pesa: ${outcome.reason}`,
          debit: accounts.payoutsInTransit,
          credit: accounts.shopAvailable(payout.shopId),
        }),
      );
    }
    return payoutMail(tx, payout, outcome);
  });
}

/** The seller's mail about a payout's outcome, to the shop's address or else its owner's; null with neither. */
async function payoutMail(tx: Executor, payout: Payout, outcome: Exclude<PayoutOutcome, { status: 'pending' }>): Promise<Mail | null> {
  const [shop] = await tx
    .select({ name: shops.shopName, email: shops.email, ownerEmail: users.email })
    .from(shops)
    .leftJoin(users, eq(users.id, shops.ownerId))
    .where(eq(shops.id, payout.shopId));
  const to = shop?.email ?? shop?.ownerEmail;
  if (!to) return null;
  const facts = { to, shopName: shop.name, amount: payout.amount, phone: maskPhone(payout.phone) };
  return outcome.status === 'completed'
    ? payoutPaidMail({ ...facts, receiptNumber: outcome.receiptNumber })
    : payoutRefusedMail({ ...facts, reason: outcome.reason });
}

/**
 * Daraja's B2C ResultURL, for payouts and refunds: public (Safaricom does not sign it), so the
 * secret in the path, the payout's own ids and amount, and the provider's query where it answers
 * decide what it is worth.
 */
export async function handlePayoutResult(deps: ApiDeps, secret: string, body: unknown): Promise<{ status: 200 | 404 | 422; message: string }> {
  const { db, payments: setup } = deps;
  if (!secretMatches(secret, setup.settings.callbackSecret)) return { status: 404, message: 'Not found' };
  const result = readB2cResult(body);
  if (!result) return { status: 422, message: 'Not a B2C result.' };
  // Refunds to M-Pesa are B2C payments too, with their own ids (money/refunds.ts).
  if (result.originatorConversationId.startsWith(REFUND_ID_PREFIX)) return handleRefundResult(deps, result);
  const [payout] = await db.select().from(payouts).where(eq(payouts.originatorConversationId, result.originatorConversationId));
  if (!payout) return { status: 404, message: 'Unknown payout.' };
  if (payout.conversationId !== null && payout.conversationId !== result.conversationId) {
    return { status: 422, message: 'The result does not match this payout.' };
  }
  if (payout.status !== 'pending') return { status: 200, message: 'Already recorded.' };
  if (result.outcome.status === 'completed' && result.amount !== null && result.amount !== payout.amount) {
    console.warn(`[payouts] result refused: payout ${payout.id} is for ${payout.amount}, the result says ${result.amount}`);
    return { status: 422, message: 'The amount does not match this payout.' };
  }
  let confirmed: PayoutOutcome = { status: 'pending' };
  try {
    confirmed = (await setup.payer?.queryPayout(payout.originatorConversationId)) ?? confirmed;
  } catch (error) {
    console.error(`[payouts] query for payout ${payout.id} failed: ${(error as Error).message}`);
  }
  // The query wins where it has a word; where it answers only by callback (Daraja), the result does.
  const outcome = confirmed.status === 'pending' ? result.outcome : confirmed;
  if (outcome.status === 'pending') return { status: 200, message: 'Received.' };
  await settlePayout(deps, payout.id, outcome);
  return { status: 200, message: 'Received.' };
}

/**
 * Asks M-Pesa about payouts still pending after `reconcileAfterMs` (their result may be lost) and
 * settles those it has a final word on. Returns how many.
 */
export async function reconcilePayouts(deps: ApiDeps, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const { db, payments: setup } = deps;
  const payer = setup.payer;
  if (!payer) return 0;
  const askBefore = new Date(now.getTime() - setup.settings.reconcileAfterMs);
  const leaseBefore = new Date(now.getTime() - LEASE_MS);
  const candidates = db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'pending'),
        eq(payouts.provider, payer.name),
        lte(payouts.createdAt, askBefore),
        or(isNull(payouts.lastCheckedAt), lte(payouts.lastCheckedAt, leaseBefore)),
      ),
    )
    .orderBy(asc(payouts.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(payouts)
    .set({ lastCheckedAt: now })
    .where(and(inArray(payouts.id, candidates), eq(payouts.status, 'pending')))
    .returning({ id: payouts.id, originatorConversationId: payouts.originatorConversationId });
  let settled = 0;
  for (const payout of claimed) {
    let outcome: PayoutOutcome;
    try {
      outcome = await payer.queryPayout(payout.originatorConversationId);
    } catch (error) {
      console.error(`[payouts] reconciling payout ${payout.id}: ${(error as Error).message}`);
      continue;
    }
    if (outcome.status !== 'pending' && (await settlePayout(deps, payout.id, outcome, now))) settled += 1;
  }
  return settled;
}
