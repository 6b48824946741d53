// One fulfilment per shop of an order (issue 32): each shop accepts, ships and delivers its own
// lines, or cancels them before shipping (their stock back, their money to the buyer's wallet).
// Every step writes a dated event, and the order's own status follows its fulfilments
// (orderStatusFromFulfilments): the moment it becomes Delivered is its updated_at, which opens
// the returns window (routes/returns.ts).
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { orderStatusFromFulfilments, type FulfilmentState } from '../../../contract/rules/status';
import { canTakeStep, FULFILMENT_STATE_AFTER, type FulfilmentStep } from '../../../contract/rules/fulfilment-steps';
import type { Executor } from '../account/db';
import { refundCause } from '../money/refunds';
import type { Database } from '../db/client';
import { fulfilmentEvents, fulfilments, invoices, notificationSettings, orderItems, orders, products, shops, users } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import type { Mail } from '../mail/mailer';
import { holdDeliveredParcel } from '../money/settlement';
import type { PackingSlip } from './packing-slip-pdf';
import { fulfilmentCanceledMail, fulfilmentDeliveredMail, fulfilmentShippedMail, newPaidOrderMail } from './fulfilment-mails';

/** Orders whose money came in (a refund later does not take it back out of the seller's sight). */
export const PAID = ['paid', 'partially_refunded', 'refunded'];
const ORDER_NOT_FOUND = 'Order not found';

const cents = (shillings: number) => Math.round(shillings * 100);

/** Opens a pending fulfilment (with its first event) for each shop of the order's lines, at checkout. */
export async function openFulfilments(tx: Executor, orderId: number, at: Date): Promise<void> {
  const shopRows = await tx
    .selectDistinct({ shopId: products.shopId })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(products.shopId));
  if (shopRows.length === 0) return;
  const opened = await tx
    .insert(fulfilments)
    .values(shopRows.map(({ shopId }) => ({ orderId, shopId, state: 'pending' as const, createdAt: at, updatedAt: at })))
    .returning({ id: fulfilments.id });
  await tx.insert(fulfilmentEvents).values(opened.map(({ id }) => ({ fulfilmentId: id, step: 'pending' as const, at })));
}

/** The order's money came in: each of its shops now sees its part (once; a second payment changes nothing). */
export async function markFulfilmentsPaid(tx: Executor, orderId: number, at: Date): Promise<void> {
  await tx
    .update(fulfilments)
    .set({ paidAt: at })
    .where(and(eq(fulfilments.orderId, orderId), isNull(fulfilments.paidAt)));
}

/* ------------------------------------------------------------------ reading */

/** The shops the user owns (a seller's own; anything else is another shop's). */
const ownShops = (userId: number) => sql`${fulfilments.shopId} in (select ${shops.id} from ${shops} where ${shops.ownerId} = ${userId})`;
/** A seller sees their shop's part of an order once the order's money came in (its paid_at). */
const paidOrder = isNotNull(fulfilments.paidAt);

/** A fulfilment's lines: the order's lines of products of its shop. */
const lineOfShop = (shopId: number | SQL) => sql`${orderItems.productId} in (select ${products.id} from ${products} where ${products.shopId} = ${shopId})`;

/**
 * The lists' condition on the seller's shops, by their ids read first: with the ids written out the
 * planner walks the partial index backwards and stops at the page; through a subquery it sorted
 * every fulfilment of the shop (docs/benchmarks.md). Null when the user owns no shop.
 */
async function ownShopsListed(db: Database, userId: number): Promise<SQL | null> {
  const own = await db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, userId));
  return own.length === 0
    ? null
    : inArray(
        fulfilments.shopId,
        own.map((shop) => shop.id),
      );
}

export async function listSellerOrders(db: Database, userId: number, query: { state?: FulfilmentState; page: number; per_page: number }) {
  const own = await ownShopsListed(db, userId);
  if (!own) return { total: 0, rows: [] };
  const where = and(own, paidOrder, query.state ? eq(fulfilments.state, query.state) : undefined);
  const total = await countListRows(db, where);
  const rows = await listRows(db, where, [desc(fulfilments.createdAt), desc(fulfilments.id)], query.per_page, (query.page - 1) * query.per_page);
  return { total, rows };
}

/** The seller's paid fulfilments not shipped yet (pending or accepted), oldest first: the overview's "to ship". */
export async function listOrdersToShip(db: Database, userId: number, limit: number) {
  const own = await ownShopsListed(db, userId);
  if (!own) return { total: 0, rows: [] };
  const where = and(own, paidOrder, inArray(fulfilments.state, ['pending', 'accepted']));
  const total = await countListRows(db, where);
  const rows = await listRows(db, where, [asc(fulfilments.createdAt), asc(fulfilments.id)], limit, 0);
  return { total, rows };
}

async function countListRows(db: Database, where: SQL | undefined) {
  const [{ total }] = await db.select({ total: count() }).from(fulfilments).where(where);
  return total;
}

/**
 * Rows of the seller's list (GET /seller/orders, the overview), as the contract's list item. The
 * page is chosen from the fulfilments alone (every condition is on them, through a partial index),
 * and only its rows are joined to their orders and buyers: joined first, a shop's 10,000 orders were
 * all read to keep 20 (docs/benchmarks.md).
 */
async function listRows(db: Database, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  const page = await db
    .select({ id: fulfilments.id })
    .from(fulfilments)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  if (page.length === 0) return [];
  const rows = await db
    .select({
      id: fulfilments.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      buyerName: users.name,
      state: fulfilments.state,
      createdAt: fulfilments.createdAt,
      itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${lineOfShop(sql`${fulfilments.shopId}`)})`,
      total: sql<string>`(select coalesce(sum(${orderItems.lineTotal}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${lineOfShop(sql`${fulfilments.shopId}`)})`,
    })
    .from(fulfilments)
    .innerJoin(orders, eq(orders.id, fulfilments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      inArray(
        fulfilments.id,
        page.map((p) => p.id),
      ),
    )
    .orderBy(...orderBy);
  return rows.map((r) => ({
    id: r.id,
    order_id: r.orderId,
    order_number: r.orderNumber,
    buyer: { name: r.buyerName },
    state: r.state,
    is_new: r.state === 'pending',
    item_count: Number(r.itemCount),
    total: Number(r.total),
    created_at: r.createdAt.toISOString(),
  }));
}

async function shopLines(db: Executor, orderId: number, shopId: number) {
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), lineOfShop(shopId)))
    .orderBy(asc(orderItems.id));
}

async function eventsOf(db: Executor, fulfilmentIds: number[]) {
  if (fulfilmentIds.length === 0) return [];
  return db
    .select()
    .from(fulfilmentEvents)
    .where(inArray(fulfilmentEvents.fulfilmentId, fulfilmentIds))
    .orderBy(asc(fulfilmentEvents.at), asc(fulfilmentEvents.id));
}

/** One of the seller's fulfilments, or null when it is none of theirs (or its order is not paid). */
export async function loadSellerOrder(db: Executor, userId: number, fulfilmentId: number) {
  const [row] = await db
    .select({ fulfilment: fulfilments, order: orders, buyerName: users.name })
    .from(fulfilments)
    .innerJoin(orders, eq(orders.id, fulfilments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(fulfilments.id, fulfilmentId), ownShops(userId), paidOrder));
  if (!row) return null;
  const { fulfilment: f, order } = row;
  const lines = await shopLines(db, order.id, f.shopId);
  const events = await eventsOf(db, [f.id]);
  return {
    id: f.id,
    order_id: order.id,
    order_number: order.orderNumber,
    state: f.state,
    is_new: f.state === 'pending',
    buyer: { name: row.buyerName },
    shipping_address: order.shippingAddress ?? null,
    lines: lines.map((l) => ({ product_id: l.productId, name: l.name, sku: l.sku, quantity: l.quantity, unit_price: l.unitPrice, line_total: l.lineTotal })),
    total: lines.reduce((sum, l) => sum + cents(l.lineTotal), 0) / 100,
    carrier: f.carrier,
    tracking_number: f.trackingNumber,
    cancel_reason: f.cancelReason,
    refund: f.refund,
    events: events.map((e) => ({ step: e.step, note: e.note, at: e.at.toISOString() })),
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  };
}

/** What the packing slip shows of one of the seller's fulfilments, or null when it is none of theirs. */
export async function loadPackingSlip(db: Executor, userId: number, fulfilmentId: number): Promise<PackingSlip | null> {
  const [row] = await db
    .select({ fulfilment: fulfilments, order: orders, buyerName: users.name, shopName: shops.shopName })
    .from(fulfilments)
    .innerJoin(orders, eq(orders.id, fulfilments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(shops, eq(shops.id, fulfilments.shopId))
    .where(and(eq(fulfilments.id, fulfilmentId), ownShops(userId), paidOrder));
  if (!row) return null;
  const lines = await shopLines(db, row.order.id, row.fulfilment.shopId);
  return {
    orderNumber: row.order.orderNumber,
    orderedAt: row.order.createdAt,
    shopName: row.shopName,
    buyerName: row.buyerName,
    address: row.order.shippingAddress,
    lines: lines.map((l) => ({ name: l.name, sku: l.sku, quantity: l.quantity })),
  };
}

export type SellerOrderJson = NonNullable<Awaited<ReturnType<typeof loadSellerOrder>>>;

/** The order's shipments as its buyer sees them (GET /orders/{id}, tracking). */
export async function orderFulfilments(db: Executor, orderId: number) {
  const rows = await db
    .select({ fulfilment: fulfilments, shopName: shops.shopName, shopSlug: shops.shopUrlSlug })
    .from(fulfilments)
    .innerJoin(shops, eq(shops.id, fulfilments.shopId))
    .where(eq(fulfilments.orderId, orderId))
    .orderBy(asc(fulfilments.id));
  const events = await eventsOf(
    db,
    rows.map((r) => r.fulfilment.id),
  );
  return rows.map(({ fulfilment: f, shopName, shopSlug }) => ({
    id: f.id,
    shop: { id: f.shopId, name: shopName, slug: shopSlug },
    state: f.state,
    carrier: f.carrier,
    tracking_number: f.trackingNumber,
    events: events.filter((e) => e.fulfilmentId === f.id).map((e) => ({ step: e.step, at: e.at.toISOString() })),
  }));
}

/* ------------------------------------------------------------------ steps */

export type SellerStep =
  { step: 'accept' } | { step: 'ship'; carrier: string; trackingNumber: string } | { step: 'deliver' } | { step: 'cancel'; reason: string };

const CANCELED = 'This order was canceled, so it cannot be changed.';

/** Why a step cannot be taken from a state (409), or null when it can. */
function refusal(step: FulfilmentStep, state: FulfilmentState): string | null {
  if (canTakeStep(step, state)) return null;
  if (state === 'canceled') return CANCELED;
  const beforeShipping = state === 'pending' || state === 'accepted';
  switch (step) {
    case 'accept':
      return `This order is already ${state}.`;
    case 'ship':
      return state === 'pending' ? 'Please accept this order before shipping it.' : `This order is already ${state}.`;
    case 'deliver':
      return beforeShipping ? 'This order has not been shipped yet, so it cannot be delivered.' : 'This order is already delivered.';
    case 'receive':
      return beforeShipping ? 'This parcel has not been shipped yet.' : 'This parcel is already delivered.';
    case 'cancel':
      return 'This order has already been shipped, so it can no longer be canceled.';
  }
}

type Fulfilment = typeof fulfilments.$inferSelect;
type Order = typeof orders.$inferSelect;

/**
 * Moves the fulfilment to `state` with its event and dates, then the order's status after its
 * fulfilments. The caller holds the fulfilment's order locked.
 */
async function moveTo(tx: Executor, f: Fulfilment, state: FulfilmentState, now: Date, extra: Partial<Fulfilment> = {}, note: string | null = null) {
  const dates: Partial<Fulfilment> =
    state === 'accepted'
      ? { acceptedAt: now }
      : state === 'shipped'
        ? { shippedAt: now }
        : state === 'delivered'
          ? { deliveredAt: now }
          : state === 'canceled'
            ? { canceledAt: now }
            : {};
  await tx
    .update(fulfilments)
    .set({ ...extra, ...dates, state, updatedAt: now })
    .where(eq(fulfilments.id, f.id));
  await tx.insert(fulfilmentEvents).values({ fulfilmentId: f.id, step: state, note, at: now });
  // A delivered parcel's money is the shop's now, held while the buyer may still return it.
  if (state === 'delivered') await holdDeliveredParcel(tx, f, now);
}

/** The order's status after its fulfilments; its updated_at moves only when the status does. */
export async function followFulfilments(tx: Executor, order: Order, now: Date): Promise<string> {
  const rows = await tx.select({ state: fulfilments.state }).from(fulfilments).where(eq(fulfilments.orderId, order.id));
  const status = orderStatusFromFulfilments(rows.map((r) => r.state));
  if (!status || status === order.orderStatus) return order.orderStatus;
  await tx.update(orders).set({ orderStatus: status, updatedAt: now }).where(eq(orders.id, order.id));
  return status;
}

/** Whether the buyer wants mail about their orders (notification settings; on unless turned off). */
export async function wantsOrderMail(tx: Executor, userId: number): Promise<boolean> {
  const [row] = await tx.select({ on: notificationSettings.orderUpdates }).from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row?.on ?? true;
}

/**
 * A cancel gives the shop's lines back: their stock to the products, their money to the buyer (the
 * lines' totals; the last shop to cancel refunds what is left of the order's total, shipping and tax
 * with it) where it came from (money/refunds.ts: M-Pesa or the card, then the wallet's part), and
 * the order and invoice say what was refunded. The caller sends the refunds after its commit.
 */
async function cancelLines(tx: Executor, f: Fulfilment, order: Order, now: Date): Promise<number> {
  const lines = await shopLines(tx, order.id, f.shopId);
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(products.id, line.productId));
  }
  const [others] = await tx
    .select({
      live: sql<number>`count(*) filter (where ${fulfilments.state} <> 'canceled')::int`,
      refunded: sql<string>`coalesce(sum(${fulfilments.refund}), 0)`,
    })
    .from(fulfilments)
    .where(and(eq(fulfilments.orderId, order.id), sql`${fulfilments.id} <> ${f.id}`));
  const linesCents = lines.reduce((sum, l) => sum + cents(l.lineTotal), 0);
  const leftCents = cents(order.totalAmount) - cents(Number(others.refunded));
  const refundCents = Math.max(0, Number(others.live) === 0 ? leftCents : Math.min(linesCents, leftCents));
  const refund = refundCents / 100;
  if (refund > 0) {
    await refundCause(tx, order, { cause: `cancel:${f.id}`, amount: refund, memo: `Refund for canceled items of order ${order.orderNumber}` }, now);
    const full = refundCents >= leftCents;
    await tx
      .update(orders)
      .set({ financialStatus: full ? 'refunded' : 'partially_refunded' })
      .where(eq(orders.id, order.id));
    await tx
      .update(invoices)
      .set({ status: full ? 'Refunded' : 'Partly refunded' })
      .where(and(eq(invoices.orderId, order.id), inArray(invoices.status, ['Paid', 'Partly refunded'])));
  }
  return refund;
}

/**
 * Cancels one fulfilment not yet shipped, with its reason: its lines' stock and money go back
 * (cancelLines) and its event is written. Answers the refund. The caller holds the order locked,
 * has checked the step may be taken, and moves the order's status after (followFulfilments): the
 * seller's cancel of their part, and the operator's cancel of the whole order (admin/orders.ts).
 */
export async function cancelFulfilment(tx: Executor, f: Fulfilment, order: Order, now: Date, reason: string): Promise<number> {
  const refund = await cancelLines(tx, f, order, now);
  await moveTo(tx, f, 'canceled', now, { cancelReason: reason, refund }, reason);
  return refund;
}

/**
 * Locks the order, then its fulfilment, judged by `visible` (the seller's own shops, or the
 * buyer's own order): none visible is a 404.
 */
async function lockFulfilment(tx: Executor, fulfilmentId: number, visible: SQL): Promise<{ f: Fulfilment; order: Order }> {
  const [found] = await tx
    .select({ orderId: fulfilments.orderId })
    .from(fulfilments)
    .innerJoin(orders, eq(orders.id, fulfilments.orderId))
    .where(and(eq(fulfilments.id, fulfilmentId), paidOrder, visible));
  if (!found) throw new ApiError(404, ORDER_NOT_FOUND);
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [f] = await tx.select().from(fulfilments).where(eq(fulfilments.id, fulfilmentId)).for('update');
  return { f, order };
}

async function buyerOf(tx: Executor, order: Order) {
  const [buyer] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId));
  return buyer;
}

async function shopNameOf(tx: Executor, shopId: number) {
  const [shop] = await tx.select({ name: shops.shopName }).from(shops).where(eq(shops.id, shopId));
  return shop?.name ?? 'The shop';
}

/** The buyer's mail for a step (shipped, delivered, canceled), when they want order mail. */
async function buyerMail(
  tx: Executor,
  f: Fulfilment,
  order: Order,
  state: FulfilmentState,
  details: { carrier?: string; trackingNumber?: string; refund?: number; reason?: string },
): Promise<Mail | null> {
  if (state !== 'shipped' && state !== 'delivered' && state !== 'canceled') return null;
  if (!(await wantsOrderMail(tx, order.userId))) return null;
  const buyer = await buyerOf(tx, order);
  const facts = { to: buyer.email, name: buyer.name, orderNumber: order.orderNumber, shopName: await shopNameOf(tx, f.shopId) };
  if (state === 'shipped') return fulfilmentShippedMail({ ...facts, carrier: details.carrier ?? '', trackingNumber: details.trackingNumber ?? '' });
  if (state === 'delivered') return fulfilmentDeliveredMail(facts);
  return fulfilmentCanceledMail({ ...facts, reason: details.reason ?? '', refund: details.refund ?? 0 });
}

/** A seller's step on one of their fulfilments; answers it as it now is, and the buyer's mail to send. */
export async function takeSellerStep(
  db: Database,
  userId: number,
  fulfilmentId: number,
  step: SellerStep,
): Promise<{ order: SellerOrderJson; mail: Mail | null }> {
  return db.transaction(async (tx) => {
    const { f, order } = await lockFulfilment(tx, fulfilmentId, ownShops(userId));
    const refused = refusal(step.step, f.state);
    if (refused) throw new ApiError(409, refused);
    const now = new Date();
    const state = FULFILMENT_STATE_AFTER[step.step];
    let mail: Mail | null = null;
    if (step.step === 'ship') {
      await moveTo(tx, f, state, now, { carrier: step.carrier, trackingNumber: step.trackingNumber }, `${step.carrier} ${step.trackingNumber}`);
      mail = await buyerMail(tx, f, order, state, { carrier: step.carrier, trackingNumber: step.trackingNumber });
    } else if (step.step === 'cancel') {
      const refund = await cancelFulfilment(tx, f, order, now, step.reason);
      mail = await buyerMail(tx, f, order, state, { refund, reason: step.reason });
    } else {
      await moveTo(tx, f, state, now);
      mail = await buyerMail(tx, f, order, state, {});
    }
    await followFulfilments(tx, order, now);
    const answer = await loadSellerOrder(tx, userId, fulfilmentId);
    if (!answer) throw notFound('Order');
    return { order: answer, mail };
  });
}

/** The buyer's "I received it": their shipped parcel becomes delivered. Answers the order's new status. */
export async function receiveParcel(db: Database, buyerId: number, orderId: number, fulfilmentId: number): Promise<{ orderStatus: string; mail: Mail | null }> {
  return db.transaction(async (tx) => {
    const { f, order } = await lockFulfilment(tx, fulfilmentId, and(eq(orders.userId, buyerId), eq(orders.id, orderId))!);
    const refused = refusal('receive', f.state);
    if (refused) throw new ApiError(409, refused);
    const now = new Date();
    await moveTo(tx, f, 'delivered', now, {}, 'Received by the buyer');
    const mail = await buyerMail(tx, f, order, 'delivered', {});
    return { orderStatus: await followFulfilments(tx, order, now), mail };
  });
}

/**
 * A whole-order step: the operator's (PATCH /admin/orders/{id}/status, to shipped or delivered),
 * or the payment hold running out (canceled). Every fulfilment not canceled and not that far yet
 * moves to `state`, each with its event. The caller holds the order locked and sets the order's
 * status itself (an order from before fulfilments may have none).
 */
export async function moveAllFulfilments(tx: Executor, orderId: number, state: 'shipped' | 'delivered' | 'canceled', now: Date, note: string): Promise<void> {
  const rows = await tx.select().from(fulfilments).where(eq(fulfilments.orderId, orderId)).orderBy(asc(fulfilments.id)).for('update');
  const from: Record<typeof state, FulfilmentState[]> = {
    shipped: ['pending', 'accepted'],
    delivered: ['pending', 'accepted', 'shipped'],
    canceled: ['pending', 'accepted'],
  };
  for (const f of rows) if (from[state].includes(f.state)) await moveTo(tx, f, state, now, {}, note);
}

/** The seller's mail for a newly paid order, one per shop of its lines (inside the payment's transaction). */
export async function newPaidOrderMails(tx: Executor, order: Order): Promise<Mail[]> {
  const rows = await tx
    .select({
      fulfilmentId: fulfilments.id,
      shopId: fulfilments.shopId,
      shopName: shops.shopName,
      shopEmail: shops.email,
      ownerEmail: users.email,
      ownerName: users.name,
    })
    .from(fulfilments)
    .innerJoin(shops, eq(shops.id, fulfilments.shopId))
    .leftJoin(users, eq(users.id, shops.ownerId))
    .where(eq(fulfilments.orderId, order.id))
    .orderBy(asc(fulfilments.id));
  const mails: Mail[] = [];
  for (const row of rows) {
    const to = row.ownerEmail ?? row.shopEmail;
    if (!to) continue;
    const lines = await shopLines(tx, order.id, row.shopId);
    mails.push(
      newPaidOrderMail({
        to,
        shopName: row.shopName,
        orderNumber: order.orderNumber,
        fulfilmentId: row.fulfilmentId,
        lines: lines.map((l) => ({ name: l.name, sku: l.sku, quantity: l.quantity })),
      }),
    );
  }
  return mails;
}
