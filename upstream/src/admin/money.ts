// The operator's money (issue 34, point 7; GET /admin/money): every balance a sum of the ledger's
// accounts by kind, the payouts by state, the payments waiting for a refund, and the reconciliation:
// each provider's account in the books against its own records (completed payments in, completed
// payouts out). A difference is listed, never corrected here: a person looks at it.
import { and, desc, eq, isNotNull, like, ne, sql } from 'drizzle-orm';
import { PAYOUT_STATES } from '../../../contract/rules/payouts';
import type { Database } from '../db/client';
import { ledgerEntries, payments, payouts, refunds, shops } from '../db/schema';
import { accounts } from '../money/ledger';
import { toPayoutJson } from '../money/payouts';

const RECENT_PAYOUTS = 20;
const shillings = (cents: number) => Math.round(cents) / 100;

/** The sum of every account whose name matches `pattern` (SQL LIKE), in cents: debits above zero. */
async function sumOf(db: Database, pattern: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(like(ledgerEntries.account, pattern));
  return Number(row.cents);
}

/** Each provider's account in the books against its records. */
async function reconcile(db: Database) {
  const booked = await db
    .select({ account: ledgerEntries.account, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(like(ledgerEntries.account, 'provider:%'))
    .groupBy(ledgerEntries.account);
  // The wallet's parts of orders never reached a provider: the books move them from the wallet.
  const paidIn = await db
    .select({ provider: sql<string>`coalesce(${payments.provider}, ${payments.paymentProcessor})`, cents: sql<string>`sum(round(${payments.amount} * 100))` })
    .from(payments)
    .where(and(eq(payments.paymentStatus, 'completed'), ne(payments.method, 'wallet')))
    .groupBy(sql`1`);
  const refundedOut = await db
    .select({ provider: sql<string>`coalesce(${refunds.provider}, ${refunds.method})`, cents: sql<string>`sum(round(${refunds.amount} * 100))` })
    .from(refunds)
    .where(and(eq(refunds.status, 'completed'), ne(refunds.method, 'wallet')))
    .groupBy(sql`1`);
  const paidOut = await db
    .select({ provider: payouts.provider, cents: sql<string>`sum(round(${payouts.amount} * 100))` })
    .from(payouts)
    .where(eq(payouts.status, 'completed'))
    .groupBy(payouts.provider);
  const names = new Set([
    ...booked.map((b) => b.account.slice('provider:'.length)),
    ...paidIn.map((p) => p.provider),
    ...paidOut.map((p) => p.provider),
    ...refundedOut.map((r) => r.provider),
  ]);
  const out = (rows: { provider: string; cents: string }[], provider: string) => Number(rows.find((p) => p.provider === provider)?.cents ?? 0);
  const lines = [...names].sort().map((provider) => {
    const ledger = Number(booked.find((b) => b.account === accounts.provider(provider))?.cents ?? 0);
    const records = out(paidIn, provider) - out(paidOut, provider) - out(refundedOut, provider);
    return { provider, ledger: shillings(ledger), records: shillings(records), difference: shillings(ledger - records) };
  });
  return { checked_at: new Date().toISOString(), lines, differences: lines.filter((l) => l.difference !== 0).length };
}

export async function loadAdminMoney(db: Database) {
  // Liabilities are credits (below zero): shown as what is owed.
  const [commission, held, owed, transit, orders, wallets] = await Promise.all([
    sumOf(db, accounts.commission),
    sumOf(db, 'shop:%:held'),
    sumOf(db, 'shop:%:available'),
    sumOf(db, accounts.payoutsInTransit),
    sumOf(db, 'order:%'),
    sumOf(db, 'wallet:%'),
  ]);
  const byState = await db
    .select({ status: payouts.status, count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
    .from(payouts)
    .groupBy(payouts.status);
  const tallyOf = (status: (typeof PAYOUT_STATES)[number]) => {
    const row = byState.find((s) => s.status === status);
    return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
  };
  const [due] = await db
    .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(and(isNotNull(payments.refundDueAt), eq(payments.paymentStatus, 'completed')));
  const recent = await db
    .select({ payout: payouts, shopName: shops.shopName })
    .from(payouts)
    .innerJoin(shops, eq(shops.id, payouts.shopId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(RECENT_PAYOUTS);
  return {
    currency: 'KES' as const,
    balances: {
      commission: shillings(-commission),
      held_for_shops: shillings(-held),
      owed_to_shops: shillings(-owed),
      in_transit: shillings(-transit),
      held_for_orders: shillings(-orders),
      owed_to_wallets: shillings(-wallets),
    },
    payouts: { pending: tallyOf('pending'), completed: tallyOf('completed'), failed: tallyOf('failed') },
    refunds_due: { count: due.count, amount: Number(due.amount) },
    recent_payouts: recent.map(({ payout, shopName }) => {
      const json = toPayoutJson(payout);
      return {
        id: json.id,
        shop: { id: payout.shopId, name: shopName },
        amount: json.amount,
        status: json.status,
        receipt_number: json.receipt_number,
        failure_reason: json.failure_reason,
        requested_at: json.requested_at,
      };
    }),
    reconciliation: await reconcile(db),
  };
}
