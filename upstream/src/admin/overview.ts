// The operator's console overview (GET /admin/overview): orders and paid sales for each of the last
// seven Nairobi days, and the queues that wait for a person: payments stuck pending, orders whose
// money must be returned, open tickets, returns and seller applications not decided yet.
import { and, count, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { OVERVIEW_DAYS, PAYMENT_WAIT_MINUTES, type AdminOverviewJson } from '../../../contract/api/admin-overview';
import type { Database } from '../db/client';
import { orders, payments, returnRequests, sellerApplications, supportTickets } from '../db/schema';
import { PAID } from '../seller/fulfilments';

/** Nairobi's offset from UTC (East Africa Time keeps no summer time). */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the Nairobi day `now` falls in, `back` days earlier. */
export function nairobiDayStart(now: Date, back = 0): Date {
  const local = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - back) - NAIROBI_OFFSET_MS);
}

/** A Nairobi day's name, YYYY-MM-DD, from its first instant. */
const dayName = (start: Date) => new Date(start.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);

const roundCents = (shillings: number) => Math.round(shillings * 100) / 100;

export async function loadAdminOverview(db: Database, now: Date): Promise<AdminOverviewJson> {
  const first = nairobiDayStart(now, OVERVIEW_DAYS - 1);
  // Each order's Nairobi day, as its name: the buckets the chart shows.
  const orderDay = sql<string>`to_char(${orders.createdAt} at time zone 'Africa/Nairobi', 'YYYY-MM-DD')`;
  const paidTotal = sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${inArray(orders.financialStatus, PAID)}), 0)`;
  const waitingSince = new Date(now.getTime() - PAYMENT_WAIT_MINUTES * 60 * 1000);

  const [perDay, [payments_], [problems], [tickets], [returns_], [applications]] = await Promise.all([
    db.select({ day: orderDay, orders: count(), sales: paidTotal }).from(orders).where(gte(orders.createdAt, first)).groupBy(orderDay),
    db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.paymentStatus, 'pending'), lt(payments.createdAt, waitingSince))),
    db.select({ n: count() }).from(orders).where(eq(orders.financialStatus, 'refund_due')),
    db
      .select({ n: count() })
      .from(supportTickets)
      .where(notInArray(supportTickets.status, ['resolved', 'closed'])),
    db.select({ n: count() }).from(returnRequests).where(eq(returnRequests.status, 'Pending')),
    db.select({ n: count() }).from(sellerApplications).where(eq(sellerApplications.state, 'pending')),
  ]);

  const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
    const date = dayName(new Date(first.getTime() + i * DAY_MS));
    const row = perDay.find((d) => d.day === date);
    return { date, orders: row?.orders ?? 0, sales: roundCents(Number(row?.sales ?? 0)) };
  });
  return {
    today: days[days.length - 1],
    days,
    payments_waiting: payments_.n,
    money_problems: problems.n,
    open_tickets: tickets.n,
    returns_waiting: returns_.n,
    applications_waiting: applications.n,
  };
}
