// The operator's money (issue 34, point 7; GET /admin/money): every balance a sum of the ledger's
// accounts by kind, the payouts and the refunds by state, and the reconciliation:
// each provider's account in the books against its own records (completed payments in, completed
// payouts and refunds out). A difference is listed, never corrected here: a person looks at it.
import { and, desc, eq, like, ne, sql } from 'drizzle-orm';
import { PAYOUT_STATES } from '../../../contract/rules/payouts';
import { REFUND_STATES } from '../../../contract/rules/refunds';
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

/** Each state's count and amount from rows grouped by status (a state with none is 0 and 0). */
function tallies<S extends string>(states: readonly S[], rows: { status: string; count: number; amount: string }[]) {
  return Object.fromEntries(
    states.map((state) => {
      const row = rows.find((r) => r.status === state);
      return [state, { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) }];
    }),
  ) as Record<S, { count: number; amount: number }>;
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
  const paidOut = await db
    .select({ provider: payouts.provider, cents: sql<string>`sum(round(${payouts.amount} * 100))` })
    .from(payouts)
    .where(eq(payouts.status, 'completed'))
    .groupBy(payouts.provider);
  // Refunds paid back through a provider (not those to a wallet) leave its account as payouts do.
  const refundedOut = await db
    .select({ provider: sql<string>`coalesce(${refunds.provider}, ${refunds.method})`, cents: sql<string>`sum(round(${refunds.amount} * 100))` })
    .from(refunds)
    .where(and(eq(refunds.status, 'completed'), ne(refunds.method, 'wallet')))
    .groupBy(sql`1`);
  const names = new Set([
    ...booked.map((b) => b.account.slice('provider:'.length)),
    ...paidIn.map((p) => p.provider),
    ...paidOut.map((p) => p.provider),
    ...refundedOut.map((r) => r.provider),
  ]);
  const centsOf = (rows: { provider: string; cents: string }[], provider: string) => Number(rows.find((r) => r.provider === provider)?.cents ?? 0);
  const lines = [...names].sort().map((provider) => {
    const ledger = Number(booked.find((b) => b.account === accounts.provider(provider))?.cents ?? 0);
    const records = centsOf(paidIn, provider) - centsOf(paidOut, provider) - centsOf(refundedOut, provider);
    return { provider, ledger: shillings(ledger), records: shillings(records), difference: shillings(ledger - records) };
  });
  return { checked_at: new Date().toISOString(), lines, differences: lines.filter((l) => l.difference !== 0).length };
}

export async function loadAdminMoney(db: Database) {
  // Liabilities are credits (below zero): shown as what is owed.
  const [commission, held, owed, transit, refundsTransit, orders, wallets] = await Promise.all([
    sumOf(db, accounts.commission),
    sumOf(db, 'shop:%:held'),
    sumOf(db, 'shop:%:available'),
    sumOf(db, accounts.payoutsInTransit),
    sumOf(db, accounts.refundsInTransit),
    sumOf(db, 'order:%'),
    sumOf(db, 'wallet:%'),
  ]);
  const [payoutsByState, refundsByState] = await Promise.all([
    db
      .select({ status: payouts.status, count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
      .from(payouts)
      .groupBy(payouts.status),
    db
      .select({ status: refunds.status, count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .groupBy(refunds.status),
  ]);
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
      refunds_in_transit: shillings(-refundsTransit),
      held_for_orders: shillings(-orders),
      owed_to_wallets: shillings(-wallets),
    },
    payouts: tallies(PAYOUT_STATES, payoutsByState),
    refunds: tallies(REFUND_STATES, refundsByState),
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
