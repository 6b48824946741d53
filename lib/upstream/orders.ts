// Orders: placing one (POST /shopify/order with an Idempotency-Key), the buyer's list, one order
// with its shipments, tracking by order number, and the buyer's "I received it" for a shipped
// parcel. Every call carries the buyer's token and is never cached; answers are normalised into
// lib/domain/orders.
import 'server-only';
import { z } from 'zod';
import type { OrderDetail, OrderSummary, OrderTracking } from '@/lib/domain/orders';
import { paymentState } from '@/contract/rules/status';
import { api } from '@/lib/routing/urls';
import { userCall } from './client';
import { paymentAttemptSchema } from './payments';
import { pageSchema } from './page';
import {
  orderAddressSchema as orderAddress,
  orderDetailSchema as orderDetail,
  orderListItemSchema as orderListItem,
  trackingSchema as tracking,
} from '@/contract/api/orders';
import { parcelReceivedSchema } from '@/contract/api/seller-orders';
import { refundSchema } from '@/contract/api/refunds';
import { toRefund } from './refunds';

const { shape: listItem } = orderListItem;
const orderListItemSchema = orderListItem
  .extend({
    financial_status: listItem.financial_status.catch(''),
    currency: listItem.currency.catch('KES'),
    item_count: listItem.item_count.catch(0),
  })
  .transform((o): OrderSummary => ({
    id: o.order_id,
    number: o.order_number,
    buyerName: o.buyer.name,
    status: o.order_status,
    paid: o.financial_status === 'paid',
    returnable: o.returnable,
    paymentState: paymentState(o.financial_status),
    total: o.total_amount,
    currency: o.currency,
    createdAt: o.created_at,
    itemCount: o.item_count,
  }));

const { shape: address } = orderAddress;

/** The order's shipping address as the checkout sent it (Shopify field names), as label lines. */
export const orderAddressSchema = z
  .object({
    name: address.name.catch(null),
    first_name: address.first_name.catch(null),
    last_name: address.last_name.catch(null),
    address1: address.address1.catch(null),
    address2: address.address2.catch(null),
    city: address.city.catch(null),
    province: address.province.catch(null),
    zip: address.zip.catch(null),
    country: address.country.catch(null),
    phone: address.phone.catch(null),
  })
  .nullable()
  .catch(null)
  .transform((a) => {
    if (!a) return null;
    const name = a.name || [a.first_name, a.last_name].filter(Boolean).join(' ');
    const lines = [name, a.address1, a.address2, [a.city, a.province, a.zip].filter(Boolean).join(', '), a.country, a.phone].filter((line): line is string =>
      Boolean(line),
    );
    return lines.length > 0 ? lines : null;
  });

const { shape: detail } = orderDetail;

// The API's Order (contract/api/orders.ts); an order still shows when its payment state cannot be read.
const orderDetailSchema = orderDetail
  .extend({
    shipping_address: orderAddressSchema,
    payment: paymentAttemptSchema.nullable().catch(null),
    can_pay: detail.can_pay.catch(false),
    payment_parts: z.array(paymentAttemptSchema).catch([]),
    refunds: z.array(refundSchema).catch([]),
    amount_due: detail.amount_due.optional().catch(undefined),
    wallet_available: detail.wallet_available.catch(0),
    payment_due_at: detail.payment_due_at.catch(null),
  })
  .transform((o): OrderDetail => ({
    id: o.order_id,
    number: o.order_number,
    status: o.order_status,
    financialStatus: o.financial_status,
    paymentState: paymentState(o.financial_status),
    createdAt: o.created_at,
    buyer: o.buyer,
    lines: o.items.map((i) => ({
      productId: i.product_id,
      name: i.name,
      sku: i.sku,
      quantity: i.quantity,
      unitPrice: i.unit_price,
      lineTotal: i.line_total,
      image: i.image_url,
    })),
    subtotal: o.subtotal,
    discount: o.discount,
    promoCode: o.promo_code,
    promoDiscount: o.promo_discount,
    shipping: o.shipping,
    tax: o.tax,
    total: o.total_amount,
    currency: o.currency,
    shippingAddress: o.shipping_address,
    canPay: o.can_pay,
    paymentDueAt: o.payment_due_at,
    payment: o.payment,
    paymentParts: o.payment_parts,
    refunds: o.refunds.map(toRefund),
    // An API before wallet payments: all of an unpaid order is due.
    amountDue: o.amount_due ?? (o.can_pay ? o.total_amount : 0),
    walletAvailable: o.wallet_available,
    invoice: o.invoice ? { number: o.invoice.invoice_number, status: o.invoice.status } : null,
    shipments: o.fulfilments.map((f) => ({
      id: f.id,
      shop: f.shop,
      state: f.state,
      carrier: f.carrier,
      trackingNumber: f.tracking_number,
      events: f.events,
    })),
  }));

const trackingSchema = tracking.transform((t): OrderTracking => t);

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Places the order. The same key with the same payload answers the first order again. */
export function placeOrder(token: string, payload: unknown, idempotencyKey: string) {
  return userCall(token, api.shopifyOrder, z.object({ order: orderDetailSchema }), {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    // Stock is taken and held for payment in one transaction; give it a little longer.
    timeoutMs: 15000,
  });
}

/** The order a checkout placed with this Idempotency-Key (404 when none was placed with it). */
export function findOrderByIdempotencyKey(token: string, idempotencyKey: string) {
  return userCall(token, api.orderByIdempotencyKey(idempotencyKey), z.object({ order: orderDetailSchema }));
}

export function listOrders(token: string, page: number) {
  return userCall(token, api.orders, pageSchema(orderListItemSchema), { query: { page } });
}

export function getOrder(token: string, orderId: number) {
  return userCall(token, api.order(orderId), z.object({ order: orderDetailSchema }));
}

/** The buyer's "I received it": their shipped parcel becomes delivered (409 when it is not shipped, 404 for another buyer's). */
export function confirmParcelReceived(token: string, orderId: number, fulfilmentId: number) {
  return userCall(
    token,
    api.parcelReceived(orderId, fulfilmentId),
    parcelReceivedSchema.transform((r) => ({ orderStatus: r.order_status })),
    { method: 'POST' },
  );
}

export function trackOrder(token: string, orderNumber: string) {
  return userCall(token, api.trackOrder(orderNumber), z.object({ order: orderDetailSchema, tracking: trackingSchema }));
}
