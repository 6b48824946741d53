// The operator's orders (issue 33, point 4). An admin finds orders by number (or its beginning),
// buyer, shop, order status, payment status and days, newest first, or takes the same list as CSV;
// reads one order with its lines, payments (with the provider's records), shipments with their
// events, and its history; and cancels an order nothing of which has shipped. The cancel reuses the
// seller's cancel of each shipment (seller/fulfilments.ts: stock back, the money to the buyer's
// wallet, order and invoice refunded) or, for an order not paid yet, the payment hold's expiry
// (payments/jobs.ts); its audit entry is written in the same transaction, and the mails after it.
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderFilters, AdminOrderJson, AdminOrderListQuery, AdminOrderRow, OrderStatusFilter } from '../../../contract/api/admin-orders';
import { ADMIN_ORDER_EXPORT_MAX } from '../../../contract/api/admin-orders';
import { isCanceledStatus, orderStep } from '../../../contract/rules/status';
import { formatKsh } from '../../../lib/format/money';
import type { Executor } from '../account/db';
import { likePattern } from '../catalog/query-input';
import type { ApiDeps } from '../context';
import { auditLog, fulfilmentEvents, fulfilments, orderItems, orders, payments, products, shops, users } from '../db/schema';
import { ApiError, notFound, paginate } from '../http/envelope';
import { notifyStorefront, productsChanged } from '../http/storefront-notify';
import type { Mail } from '../mail/mailer';
import { PROCESSOR_NAMES } from '../order-money/payment-json';
import { voidUnpaidOrder } from '../payments/jobs';
import { sendRefunds } from '../money/refunds';
import { cancelFulfilment, followFulfilments, wantsOrderMail } from '../seller/fulfilments';
import { nairobiDay, recordAudit, type AuditActor } from './audit';
import { csvLine } from './csv';
import { orderCanceledByMarketplaceMail, orderCanceledForShopMail } from './order-mails';

const ALREADY_CANCELED = 'This order is already canceled.';
const ALREADY_SHIPPED = 'Part of this order has already shipped, so it can no longer be canceled.';
const NOTHING_TO_CANCEL = 'This order has no shipments left to cancel.';

/** The statuses each filter finds: free text, compared trimmed and in lower case (contract/rules/status.ts). */
const STATUS_KEYS: Record<OrderStatusFilter, string[]> = {
  Pending: ['pending'],
  Shipped: ['shipped'],
  Delivered: ['delivered', 'completed'],
  Canceled: ['canceled', 'cancelled'],
};

/** `term%` for LIKE, its wildcards taken literally. */
const prefixPattern = (term: string) => `${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function filterConditions(q: AdminOrderFilters): SQL | undefined {
  const where: SQL[] = [];
  // Lower case on both sides, so the prefix index (orders_number_prefix_idx) serves it.
  if (q.number) where.push(sql`lower(${orders.orderNumber}) like ${prefixPattern(q.number.toLowerCase())}`);
  if (q.buyer) {
    const pattern = likePattern(q.buyer);
    where.push(sql`${orders.userId} in (select ${users.id} from ${users} where ${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`);
  }
  if (q.shop) {
    const shopMatch = /^\d{1,9}$/.test(q.shop) ? sql`${shops.id} = ${Number(q.shop)}` : sql`${shops.shopName} ilike ${likePattern(q.shop)}`;
    where.push(
      sql`exists (select 1 from ${fulfilments} inner join ${shops} on ${shops.id} = ${fulfilments.shopId} where ${fulfilments.orderId} = ${orders.id} and ${shopMatch})`,
    );
  }
  if (q.status) where.push(inArray(sql`lower(trim(${orders.orderStatus}))`, STATUS_KEYS[q.status]));
  if (q.payment_status) where.push(eq(orders.financialStatus, q.payment_status));
  if (q.from) where.push(gte(orders.createdAt, nairobiDay(q.from)));
  if (q.to) where.push(lt(orders.createdAt, nairobiDay(q.to, 1)));
  return where.length ? and(...where) : undefined;
}

const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  buyerId: users.id,
  buyerName: users.name,
  buyerEmail: users.email,
  subtotal: orders.subtotal,
  discount: orders.discount,
  shipping: orders.shipping,
  tax: orders.tax,
  total: orders.totalAmount,
  currency: orders.currency,
  orderStatus: orders.orderStatus,
  financialStatus: orders.financialStatus,
};

async function matchingRows(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

/** The shops of each order (by its shipments), in the order they were opened. */
async function shopsOf(db: Executor, orderIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const found = new Map<number, { id: number; name: string }[]>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select({ orderId: fulfilments.orderId, id: shops.id, name: shops.shopName })
    .from(fulfilments)
    .innerJoin(shops, eq(shops.id, fulfilments.shopId))
    .where(inArray(fulfilments.orderId, orderIds))
    .orderBy(asc(fulfilments.id));
  for (const { orderId, id, name } of rows) found.set(orderId, [...(found.get(orderId) ?? []), { id, name }]);
  return found;
}

type Row = Awaited<ReturnType<typeof matchingRows>>[number];

const toRowJson = (r: Row, shopList: { id: number; name: string }[]): AdminOrderRow => ({
  id: r.id,
  order_number: r.orderNumber,
  created_at: r.createdAt.toISOString(),
  buyer: { id: r.buyerId, name: r.buyerName, email: r.buyerEmail },
  shops: shopList,
  total: r.total,
  currency: r.currency,
  order_status: r.orderStatus,
  financial_status: r.financialStatus,
});

/** One page of the orders the filters find, newest first. */
export async function listAdminOrders(db: Executor, q: AdminOrderListQuery) {
  const where = filterConditions(q);
  const [rows, [{ total }]] = await Promise.all([
    matchingRows(db, where, q.per_page, (q.page - 1) * q.per_page),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const shopMap = await shopsOf(
    db,
    rows.map((r) => r.id),
  );
  return paginate(
    rows.map((r) => toRowJson(r, shopMap.get(r.id) ?? [])),
    q.page,
    q.per_page,
    total,
  );
}

const CSV_HEADER = [
  'order_number',
  'placed_at',
  'buyer_name',
  'buyer_email',
  'shops',
  'subtotal',
  'discount',
  'shipping',
  'tax',
  'total',
  'currency',
  'order_status',
  'payment_status',
];

/**
 * Every order the filters find, newest first, as CSV: at most ADMIN_ORDER_EXPORT_MAX rows (the
 * newest), with `total` saying how many matched so the answer can say the file was cut.
 */
export async function exportAdminOrders(db: Executor, q: AdminOrderFilters): Promise<{ csv: string; rows: number; total: number }> {
  const where = filterConditions(q);
  const [rows, [{ total }]] = await Promise.all([matchingRows(db, where, ADMIN_ORDER_EXPORT_MAX, 0), db.select({ total: count() }).from(orders).where(where)]);
  const shopMap = await shopsOf(
    db,
    rows.map((r) => r.id),
  );
  let csv = csvLine(CSV_HEADER);
  for (const r of rows) {
    csv += csvLine([
      r.orderNumber,
      r.createdAt.toISOString(),
      r.buyerName,
      r.buyerEmail,
      (shopMap.get(r.id) ?? []).map((s) => s.name).join('; '),
      r.subtotal.toFixed(2),
      r.discount.toFixed(2),
      r.shipping.toFixed(2),
      r.tax.toFixed(2),
      r.total.toFixed(2),
      r.currency,
      r.orderStatus,
      r.financialStatus,
    ]);
  }
  return { csv, rows: rows.length, total };
}

/* ------------------------------------------------------------------ one order */

type Shipment = AdminOrderJson['shipments'][number];
type History = AdminOrderJson['history'][number];

const AUDIT_TEXT: Partial<Record<string, string>> = {
  'order.cancel': 'Canceled by the marketplace',
  'order.status': 'Status changed by the marketplace',
  'return.approve': 'Return approved',
  'return.reject': 'Return rejected',
};

function auditText(action: string, before: unknown, after: unknown, reason: string | null): string {
  const from = (before as { order_status?: string; status?: string } | null) ?? {};
  const to = (after as { order_status?: string; status?: string } | null) ?? {};
  const statusFrom = from.order_status ?? from.status;
  const statusTo = to.order_status ?? to.status;
  const change = statusFrom && statusTo && statusFrom !== statusTo ? ` (${statusFrom} to ${statusTo})` : '';
  return `${AUDIT_TEXT[action] ?? action}${change}${reason ? `: ${reason}` : ''}`;
}

/** The order's dated steps, oldest first: placed, each shipment's events, each payment, each admin action. */
function historyOf(
  order: { createdAt: Date },
  shipments: Shipment[],
  paymentRows: (typeof payments.$inferSelect)[],
  audits: (typeof auditLog.$inferSelect)[],
): History[] {
  const items: History[] = [{ at: order.createdAt.toISOString(), kind: 'order', text: 'Order placed', by: null }];
  for (const s of shipments) {
    for (const e of s.events) {
      items.push({ at: e.at, kind: 'shipment', text: `${s.shop.name}: ${e.step}${e.note ? ` (${e.note})` : ''}`, by: null });
    }
  }
  for (const p of paymentRows) {
    const what = `${PROCESSOR_NAMES[p.method]} payment of ${formatKsh(p.amount)}`;
    items.push({ at: p.createdAt.toISOString(), kind: 'payment', text: `${what} started`, by: null });
    if (p.processedAt && p.paymentStatus === 'completed') {
      const receipt = p.receiptNumber ? `, receipt ${p.receiptNumber}` : '';
      items.push({ at: p.processedAt.toISOString(), kind: 'payment', text: `${what} completed${receipt}`, by: null });
    } else if (p.processedAt && p.paymentStatus === 'failed') {
      items.push({
        at: p.processedAt.toISOString(),
        kind: 'payment',
        text: `${what} failed: ${p.failureReason ?? p.failureCode ?? 'no reason given'}`,
        by: null,
      });
    }
    if (p.refundDueAt) items.push({ at: p.refundDueAt.toISOString(), kind: 'payment', text: `${what} arrived late: marked for refund`, by: null });
  }
  for (const a of audits) {
    items.push({ at: a.at.toISOString(), kind: 'admin', text: auditText(a.action, a.before, a.after, a.reason), by: a.actorEmail });
  }
  // Stable: steps at the same instant keep the order they were listed in.
  return items
    .map((item, i) => ({ item, i }))
    .sort((x, y) => x.item.at.localeCompare(y.item.at) || x.i - y.i)
    .map(({ item }) => item);
}

const isCancellable = (orderStatus: string, states: string[]) =>
  !isCanceledStatus(orderStatus) && orderStep(orderStatus) === 0 && !states.some((s) => s === 'shipped' || s === 'delivered');

/** One order as the console shows it, or null when there is none. */
export async function loadAdminOrder(db: Executor, id: number): Promise<AdminOrderJson | null> {
  const [row] = await db
    .select({ ...rowColumns, shippingAddress: orders.shippingAddress, paymentDueAt: orders.paymentDueAt })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const [lines, shipmentRows, paymentRows, audits] = await Promise.all([
    db
      .select({ line: orderItems, shopId: shops.id, shopName: shops.shopName })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(shops, eq(shops.id, products.shopId))
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    db
      .select({ f: fulfilments, shopName: shops.shopName })
      .from(fulfilments)
      .innerJoin(shops, eq(shops.id, fulfilments.shopId))
      .where(eq(fulfilments.orderId, id))
      .orderBy(asc(fulfilments.id)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, id)))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
  ]);
  const events = shipmentRows.length
    ? await db
        .select()
        .from(fulfilmentEvents)
        .where(
          inArray(
            fulfilmentEvents.fulfilmentId,
            shipmentRows.map((s) => s.f.id),
          ),
        )
        .orderBy(asc(fulfilmentEvents.at), asc(fulfilmentEvents.id))
    : [];
  const shipments: Shipment[] = shipmentRows.map(({ f, shopName }) => ({
    id: f.id,
    shop: { id: f.shopId, name: shopName },
    state: f.state,
    carrier: f.carrier,
    tracking_number: f.trackingNumber,
    cancel_reason: f.cancelReason,
    refund: f.refund,
    events: events.filter((e) => e.fulfilmentId === f.id).map((e) => ({ step: e.step, note: e.note, at: e.at.toISOString() })),
  }));
  return {
    ...toRowJson(
      row,
      shipments.map((s) => s.shop),
    ),
    subtotal: row.subtotal,
    discount: row.discount,
    shipping: row.shipping,
    tax: row.tax,
    shipping_address: (row.shippingAddress as Record<string, unknown> | null) ?? null,
    payment_due_at: row.paymentDueAt ? row.paymentDueAt.toISOString() : null,
    lines: lines.map(({ line, shopId, shopName }) => ({
      id: line.id,
      product_id: line.productId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      line_total: line.lineTotal,
      shop: shopId !== null && shopName !== null ? { id: shopId, name: shopName } : null,
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      method: p.method,
      processor: p.paymentProcessor,
      provider: p.provider,
      amount: p.amount,
      currency: p.currency,
      status: p.paymentStatus,
      phone: p.phone,
      card_last4: p.cardLast4,
      receipt_number: p.receiptNumber,
      reference: p.reference,
      merchant_request_id: p.merchantRequestId,
      checkout_request_id: p.checkoutRequestId,
      result_code: p.failureCode,
      failure_reason: p.failureReason,
      refund_due: p.refundDueAt !== null,
      created_at: p.createdAt.toISOString(),
      processed_at: p.processedAt ? p.processedAt.toISOString() : null,
    })),
    shipments,
    history: historyOf(row, shipments, paymentRows, audits),
    cancellable: isCancellable(
      row.orderStatus,
      shipments.map((s) => s.state),
    ),
  };
}

/* ------------------------------------------------------------------ cancel */

/** The mail of each shop whose part was paid (its seller saw it), not to ship it. */
async function shopMails(tx: Executor, shipments: (typeof fulfilments.$inferSelect)[], orderNumber: string, reason: string): Promise<Mail[]> {
  const paid = shipments.filter((f) => f.paidAt !== null);
  if (paid.length === 0) return [];
  const rows = await tx
    .select({ shopName: shops.shopName, shopEmail: shops.email, ownerEmail: users.email })
    .from(shops)
    .leftJoin(users, eq(users.id, shops.ownerId))
    .where(
      inArray(
        shops.id,
        paid.map((f) => f.shopId),
      ),
    )
    .orderBy(asc(shops.id));
  return rows.flatMap((r) => {
    const to = r.ownerEmail ?? r.shopEmail;
    return to ? [orderCanceledForShopMail({ to, shopName: r.shopName, orderNumber, reason })] : [];
  });
}

/**
 * An admin cancels an order nothing of which has shipped, with the reason the buyer reads: every
 * live shipment is canceled as its seller would (stock back, the money to the buyer's wallet), or
 * an unpaid order is voided as its hold's expiry would. 409 when it is canceled or shipped already.
 */
export async function cancelAdminOrder(deps: ApiDeps, admin: AuditActor, id: number, reason: string): Promise<AdminOrderJson> {
  const { db, mailer } = deps;
  const { mails, released } = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound('Order');
    if (isCanceledStatus(order.orderStatus)) throw new ApiError(409, ALREADY_CANCELED);
    const shipments = await tx.select().from(fulfilments).where(eq(fulfilments.orderId, id)).orderBy(asc(fulfilments.id)).for('update');
    if (
      !isCancellable(
        order.orderStatus,
        shipments.map((f) => f.state),
      )
    )
      throw new ApiError(409, ALREADY_SHIPPED);
    const live = shipments.filter((f) => f.state !== 'canceled');
    const now = new Date();
    let refund = 0;
    let released: number[];
    if (order.financialStatus === 'pending') {
      // Not paid in full: voided, as when its hold runs out (the wallet's part, if any, goes back to
      // the wallet; a payment arriving later is marked for refund).
      const voided = await voidUnpaidOrder(tx, id, now, reason);
      released = voided?.products ?? [];
      refund = voided?.walletReturned ?? 0;
    } else {
      if (live.length === 0) throw new ApiError(409, NOTHING_TO_CANCEL);
      for (const f of live) refund += await cancelFulfilment(tx, f, order, now, reason);
      await followFulfilments(tx, order, now);
      const lines = await tx.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, id));
      released = lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
    }
    const [after] = await tx.select({ orderStatus: orders.orderStatus, financialStatus: orders.financialStatus }).from(orders).where(eq(orders.id, id));
    await recordAudit(tx, admin, {
      action: 'order.cancel',
      targetId: id,
      before: { order_status: order.orderStatus, financial_status: order.financialStatus },
      after: { order_status: after.orderStatus, financial_status: after.financialStatus, refund },
      reason,
    });
    const mails: Mail[] = [];
    if (await wantsOrderMail(tx, order.userId)) {
      const [buyer] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId));
      const walletOnly = order.financialStatus === 'pending';
      mails.push(orderCanceledByMarketplaceMail({ to: buyer.email, name: buyer.name, orderNumber: order.orderNumber, reason, refund, walletOnly }));
    }
    mails.push(...(await shopMails(tx, live, order.orderNumber, reason)));
    return { mails, released };
  });
  // After the commit: the refunds leave for M-Pesa or the card (a failed send is tried again by the jobs).
  await sendRefunds(deps, id);
  for (const mail of mails) await mailer.send(db, mail);
  if (released.length) void notifyStorefront(productsChanged([...new Set(released)]));
  const answer = await loadAdminOrder(db, id);
  if (!answer) throw notFound('Order');
  return answer;
}
