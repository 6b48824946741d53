// What a buyer may still ask back of an order (issue 32, point 5): an order is returned in the
// parts that arrived. Each shop fulfils its own lines, so one parcel may be delivered while another
// is still on its way or was canceled (and refunded then). A return asks for what was paid for the
// parcels delivered within the window that is not refunded yet: the order's total, less what the
// cancellations and approved returns gave back, less the lines still on their way or past the
// window. A wholly delivered order's first return is its total, shipping included, as before.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { REFUND_GUARANTEE_DAYS } from '../../../contract/rules/returns';
import { isCanceledStatus, isDeliveredStatus, type FulfilmentState } from '../../../contract/rules/status';
import type { Executor } from '../account/db';
import { fulfilments, ledgerJournals, orderItems, products, returnRequests } from '../db/schema';
import { parcelCauses } from '../money/settlement';

export const RETURN_REFUSALS = {
  canceled: 'This order was canceled, so there is nothing to return.',
  notPaid: 'This order has not been paid, so there is nothing to refund.',
  refunded: 'This order has already been refunded.',
  notDelivered: 'This order has not been delivered yet. You can ask to return it once it has arrived.',
  windowClosed: `Returns for this order closed ${REFUND_GUARANTEE_DAYS} days after it was delivered.`,
  open: 'A return request for this order is already open.',
  partRefunded: 'What has arrived of this order has already been refunded. The rest can be returned once it is delivered.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const cents = (shillings: number) => Math.round(shillings * 100);

/** The facts of an order a quote starts from. */
export interface ReturnableOrder {
  id: number;
  total: number;
  status: string;
  financialStatus: string;
  /** For an order without fulfilments (older data): when its status last changed, its delivery. */
  updatedAt: Date;
}

/** Either the refund a return would ask for, or why the order cannot be returned now (a 409). */
export type ReturnQuote = { refund: number; refusal: null } | { refund: 0; refusal: string };

const refused = (refusal: string): ReturnQuote => ({ refund: 0, refusal });

/** The quote of each order, in three queries whatever their number (the buyer's order list asks for a page). */
export async function quoteReturns(db: Executor, list: readonly ReturnableOrder[], now = new Date()): Promise<Map<number, ReturnQuote>> {
  const quotes = new Map<number, ReturnQuote>();
  if (list.length === 0) return quotes;
  const ids = list.map((o) => o.id);
  // One query at a time: inside a transaction `db` is a single connection.
  const parts = await db
    .select({
      id: fulfilments.id,
      orderId: fulfilments.orderId,
      shopId: fulfilments.shopId,
      state: fulfilments.state,
      refund: fulfilments.refund,
      deliveredAt: fulfilments.deliveredAt,
    })
    .from(fulfilments)
    .where(inArray(fulfilments.orderId, ids));
  // A parcel already settled (its returns closed and its shop paid) is not returnable, whatever the clock says.
  const settled = parts.length
    ? new Set(
        (
          await db
            .select({ cause: ledgerJournals.cause })
            .from(ledgerJournals)
            .where(
              inArray(
                ledgerJournals.cause,
                parts.map((p) => parcelCauses.settled(p.id)),
              ),
            )
        ).map((j) => j.cause),
      )
    : new Set<string>();
  const lines = await db
    .select({ orderId: orderItems.orderId, shopId: products.shopId, total: sql<string>`sum(${orderItems.lineTotal})` })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, ids))
    .groupBy(orderItems.orderId, products.shopId);
  const returns = await db
    .select({
      orderId: returnRequests.orderId,
      approved: sql<string>`coalesce(sum(${returnRequests.refund}) filter (where ${returnRequests.status} = 'Approved'), 0)`,
      pending: sql<number>`count(*) filter (where ${returnRequests.status} = 'Pending')::int`,
    })
    .from(returnRequests)
    .where(and(inArray(returnRequests.orderId, ids), inArray(returnRequests.status, ['Pending', 'Approved'])))
    .groupBy(returnRequests.orderId);
  const lineValue = new Map(lines.map((l) => [`${l.orderId}:${l.shopId}`, cents(Number(l.total))]));
  for (const order of list) {
    const own = parts.filter((p) => p.orderId === order.id);
    const asked = returns.find((r) => r.orderId === order.id);
    quotes.set(
      order.id,
      quote(
        order,
        own.map((p) => ({ ...p, value: lineValue.get(`${order.id}:${p.shopId}`) ?? 0, settled: settled.has(parcelCauses.settled(p.id)) })),
        { approvedCents: cents(Number(asked?.approved ?? 0)), pending: Number(asked?.pending ?? 0) },
        now,
      ),
    );
  }
  return quotes;
}

interface Part {
  state: FulfilmentState;
  refund: number | null;
  deliveredAt: Date | null;
  /** The shop's lines of the order, in cents. */
  value: number;
  /** Its returns closed and its money went to its shop (money/settlement.ts). */
  settled: boolean;
}

function quote(order: ReturnableOrder, parts: Part[], returns: { approvedCents: number; pending: number }, now: Date): ReturnQuote {
  if (isCanceledStatus(order.status)) return refused(RETURN_REFUSALS.canceled);
  if (order.financialStatus === 'refunded') return refused(RETURN_REFUSALS.refunded);
  // Only money that was paid is refunded (an unpaid order waits for payment or is canceled).
  if (order.financialStatus !== 'paid' && order.financialStatus !== 'partially_refunded') return refused(RETURN_REFUSALS.notPaid);
  const inWindow = (at: Date) => now.getTime() - at.getTime() <= REFUND_GUARANTEE_DAYS * DAY_MS;
  const returnable = (p: Part) => p.state === 'delivered' && !p.settled && inWindow(p.deliveredAt ?? order.updatedAt);
  const live = parts.filter((p) => p.state !== 'canceled');
  // The window starts at delivery: a parcel still on its way has nothing to send back yet.
  const delivered =
    parts.length === 0
      ? isDeliveredStatus(order.status)
        ? [order.updatedAt]
        : []
      : live.filter((p) => p.state === 'delivered').map((p) => p.deliveredAt ?? order.updatedAt);
  if (delivered.length === 0) return refused(RETURN_REFUSALS.notDelivered);
  if (parts.length === 0 ? !delivered.some(inWindow) : !live.some(returnable)) return refused(RETURN_REFUSALS.windowClosed);
  if (returns.pending > 0) return refused(RETURN_REFUSALS.open);
  const canceledCents = parts.reduce((sum, p) => sum + (p.state === 'canceled' ? cents(p.refund ?? 0) : 0), 0);
  const notReturnable = live.filter((p) => !returnable(p)).reduce((sum, p) => sum + p.value, 0);
  const refundCents = cents(order.total) - canceledCents - returns.approvedCents - notReturnable;
  if (refundCents <= 0) return refused(returns.approvedCents > 0 || canceledCents > 0 ? RETURN_REFUSALS.partRefunded : RETURN_REFUSALS.refunded);
  return { refund: refundCents / 100, refusal: null };
}

/** Everything given back of an order so far, in shillings: its canceled parcels' refunds and its approved returns. */
export async function refundedSoFar(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({
      refunded: sql<string>`(select coalesce(sum(${fulfilments.refund}), 0) from ${fulfilments} where ${fulfilments.orderId} = ${orderId} and ${fulfilments.state} = 'canceled')
        + (select coalesce(sum(${returnRequests.refund}), 0) from ${returnRequests} where ${returnRequests.orderId} = ${orderId} and ${returnRequests.status} = 'Approved')`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.refunded ?? 0);
}
