// How the API shows a buyer's orders: the list row, the detail, and tracking derived from status.
// Every query is scoped to one user: another buyer's order simply does not exist for the caller.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { mediaUrl } from '../catalog/product-json';
import type { Database } from '../db/client';
import { invoices, orderItems, orders, payments, productImages, users } from '../db/schema';
import { toPaymentJson, type PaymentJson } from '../order-money/payment-json';
import { payability } from '../order-money/payability';
import { orderFulfilments } from '../seller/fulfilments';
import { quoteReturns } from './returnable';
import { toCents } from '../money/ledger';
import { orderRefunds } from '../money/refunds';
import { walletAvailableCents } from '../order-money/wallet-part';
import type { OrderFulfilment } from '../../../contract/api/seller-orders';
import type { OrderAddress } from '../../../contract/api/orders';
import { CANCELED_ORDER_STATUSES, DELIVERED_ORDER_STATUSES, isCanceledStatus, orderStep } from '../../../contract/rules/status';

export interface OrderListItemJson {
  order_id: number;
  order_number: string;
  buyer: { name: string };
  order_status: string;
  financial_status: string;
  total_amount: number;
  currency: string;
  created_at: string;
  item_count: number;
  returnable: boolean;
}

type OrderFulfilmentJson = OrderFulfilment;

interface OrderItemJson {
  product_id: number | null;
  name: string;
  sku: string;
  quantity: number;
  unit_price: number;
  line_total: number;
  image_url: string | null;
}

export interface OrderDetailJson {
  order_id: number;
  order_number: string;
  order_status: string;
  financial_status: string;
  created_at: string;
  buyer: { name: string; email: string };
  items: OrderItemJson[];
  subtotal: number;
  discount: number;
  promo_code: string | null;
  promo_discount: number;
  total_discount: number;
  shipping: number;
  tax: number;
  total_amount: number;
  currency: string;
  shipping_address: OrderAddress | null;
  /** Until when the order waits for its payment; null once paid or cancelled. */
  payment_due_at: string | null;
  /** Unpaid, not cancelled, and the hold not run out. */
  can_pay: boolean;
  /** The newest payment attempt. */
  payment: PaymentJson | null;
  /** Every refund, oldest first, and where each stands. */
  refunds: Awaited<ReturnType<typeof orderRefunds>>;
  /** Each completed part of its payment, oldest first: the wallet's part, and M-Pesa's or the card's (issue 34). */
  payment_parts: PaymentJson[];
  /** What is left to pay: the total less the completed parts; 0 once paid. */
  amount_due: number;
  /** What the buyer's wallet can pay of it now (0 when it cannot be paid, or the wallet paid its part already). */
  wallet_available: number;
  invoice: { invoice_number: string; status: string } | null;
  /** One shipment per shop of its lines, with its dated events. */
  fulfilments: OrderFulfilmentJson[];
}

interface TrackingStep {
  label: 'Pending' | 'Shipped' | 'Delivered';
  done: boolean;
  date: string | null;
}

export interface TrackingJson {
  status: 'Pending' | 'Shipped' | 'Delivered' | 'Canceled';
  steps: TrackingStep[];
}

export async function listOrders(db: Database, userId: number, page: number, perPage: number): Promise<{ rows: OrderListItemJson[]; total: number }> {
  const [{ total }] = await db.select({ total: count() }).from(orders).where(eq(orders.userId, userId));
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      buyerName: users.name,
      orderStatus: orders.orderStatus,
      financialStatus: orders.financialStatus,
      totalAmount: orders.totalAmount,
      currency: orders.currency,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const quotes = await quoteReturns(
    db,
    rows.map((r) => ({ id: r.id, total: r.totalAmount, status: r.orderStatus, financialStatus: r.financialStatus, updatedAt: r.updatedAt })),
  );
  return {
    total,
    rows: rows.map((r) => ({
      order_id: r.id,
      order_number: r.orderNumber,
      buyer: { name: r.buyerName },
      order_status: r.orderStatus,
      financial_status: r.financialStatus,
      total_amount: r.totalAmount,
      currency: r.currency,
      created_at: r.createdAt.toISOString(),
      item_count: Number(r.itemCount),
      returnable: quotes.get(r.id)?.refusal === null,
    })),
  };
}

async function findOrderDetail(db: Database, userId: number, where: SQL): Promise<OrderDetailRow | null> {
  const [order] = await db
    .select({ order: orders, buyerName: users.name, buyerEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.userId, userId), where))
    .limit(1);
  return order ?? null;
}

type OrderDetailRow = { order: typeof orders.$inferSelect; buyerName: string; buyerEmail: string };

async function toOrderDetail(db: Database, row: OrderDetailRow, publicUrl: string): Promise<OrderDetailJson> {
  const { order } = row;
  // One query at a time: inside a transaction `db` is a single connection.
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const attempts = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id));
  const payment = attempts.at(-1);
  const parts = attempts.filter((p) => p.paymentStatus === 'completed' && p.refundDueAt === null);
  const canPay = payability(order, new Date()) === null;
  const dueCents = canPay ? Math.max(0, toCents(order.totalAmount) - parts.reduce((sum, p) => sum + toCents(p.amount), 0)) : 0;
  const walletCents = canPay ? await walletAvailableCents(db, order, dueCents) : 0;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(desc(invoices.id)).limit(1);
  const productIds = [...new Set(items.flatMap((i) => (i.productId === null ? [] : [i.productId])))];
  const images = productIds.length
    ? await db
        .select({ productId: productImages.productId, imageUrl: productImages.imageUrl })
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
    : [];
  const firstImage = new Map<number, string>();
  for (const image of images) if (!firstImage.has(image.productId)) firstImage.set(image.productId, image.imageUrl);

  return {
    order_id: order.id,
    order_number: order.orderNumber,
    order_status: order.orderStatus,
    financial_status: order.financialStatus,
    created_at: order.createdAt.toISOString(),
    buyer: { name: row.buyerName, email: row.buyerEmail },
    items: items.map((i) => {
      const image = i.productId === null ? undefined : firstImage.get(i.productId);
      return {
        product_id: i.productId,
        name: i.name,
        sku: i.sku,
        quantity: i.quantity,
        unit_price: i.unitPrice,
        line_total: i.lineTotal,
        image_url: image ? mediaUrl(publicUrl, image) : null,
      };
    }),
    subtotal: order.subtotal,
    discount: order.discount,
    promo_code: order.promoCode,
    promo_discount: order.promoDiscount,
    total_discount: (Math.round(order.discount * 100) + Math.round(order.promoDiscount * 100)) / 100,
    shipping: order.shipping,
    tax: order.tax,
    total_amount: order.totalAmount,
    currency: order.currency,
    // Stored from the checkout's shipping_address, as its schema read it.
    shipping_address: (order.shippingAddress ?? null) as OrderAddress | null,
    payment_due_at: order.paymentDueAt ? order.paymentDueAt.toISOString() : null,
    can_pay: canPay,
    payment: payment ? toPaymentJson(payment, order) : null,
    refunds: await orderRefunds(db, order.id),
    payment_parts: parts.map((p) => toPaymentJson(p, order)),
    amount_due: dueCents / 100,
    wallet_available: walletCents / 100,
    invoice: invoice ? { invoice_number: invoice.invoiceNumber, status: invoice.status } : null,
    fulfilments: await orderFulfilments(db, order.id),
  };
}

export async function loadOrderDetail(db: Database, userId: number, orderId: number, publicUrl: string): Promise<OrderDetailJson | null> {
  const row = await findOrderDetail(db, userId, eq(orders.id, orderId));
  return row ? toOrderDetail(db, row, publicUrl) : null;
}

/** The caller's order with this number, compared trimmed and case-insensitively. */
export async function findOrderByNumber(
  db: Database,
  userId: number,
  orderNumber: string,
  publicUrl: string,
): Promise<{ order: OrderDetailJson; tracking: TrackingJson } | null> {
  const wanted = orderNumber.trim().toLowerCase();
  const row = await findOrderDetail(db, userId, sql`lower(${orders.orderNumber}) = ${wanted}`);
  if (!row) return null;
  return {
    order: await toOrderDetail(db, row, publicUrl),
    tracking: trackOrder(row.order.orderStatus, row.order.createdAt, row.order.updatedAt),
  };
}

const STEPS = ['Pending', 'Shipped', 'Delivered'] as const;

/**
 * An order on its way to the buyer: paid (an unpaid order waits for its payment, not for a
 * courier), and neither delivered (or completed) nor canceled. The sidebar's Track Order count.
 */
export const orderOnTheWay = sql`${orders.financialStatus} = 'paid' and lower(trim(${orders.orderStatus})) not in (${sql.join(
  [...DELIVERED_ORDER_STATUSES, ...CANCELED_ORDER_STATUSES].map((status) => sql`${status}`),
  sql`, `,
)})`;

/** An order that reached the buyer: delivered (or completed). */
export const orderDelivered = sql`lower(trim(${orders.orderStatus})) in (${sql.join(
  DELIVERED_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/**
 * Tracking from the order's status (Pending, then Shipped, then Delivered; 'completed' counts as
 * delivered). Only two dates are known: when the order was placed and when its status last changed.
 */
function trackOrder(orderStatus: string, createdAt: Date, updatedAt: Date): TrackingJson {
  const canceled = isCanceledStatus(orderStatus);
  const reached = orderStep(orderStatus);
  const steps = STEPS.map((label, index): TrackingStep => {
    const done = index <= reached;
    let date: string | null = null;
    if (index === 0) date = createdAt.toISOString();
    else if (done && index === reached) date = updatedAt.toISOString();
    return { label, done, date };
  });
  return { status: canceled ? 'Canceled' : STEPS[reached], steps };
}
