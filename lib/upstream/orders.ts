// Orders: placing one (POST /shopify/order with an Idempotency-Key), the buyer's list, one order,
// and tracking by order number. Every call carries the buyer's token and is never cached.
import 'server-only';
import { z } from 'zod';
import { userCall } from './client';
import { paginatorSchema } from './schemas';

export const orderListItemSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  buyer: z.object({ name: z.string() }),
  order_status: z.string(),
  total_amount: z.number(),
  currency: z.string().catch('KES'),
  created_at: z.string(),
  item_count: z.number().int().catch(0),
});

const text = z.string().nullish().catch(null);

/** The order's shipping address as the checkout sent it (Shopify field names), read loosely. */
export const orderAddressSchema = z
  .object({
    name: text,
    first_name: text,
    last_name: text,
    address1: text,
    address2: text,
    city: text,
    province: text,
    zip: text,
    country: text,
    phone: text,
  })
  .nullable()
  .catch(null);

export const orderDetailSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  order_status: z.string(),
  financial_status: z.string(),
  created_at: z.string(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  items: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      name: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      unit_price: z.number(),
      line_total: z.number(),
      image_url: z.string().nullable(),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total_amount: z.number(),
  currency: z.string(),
  shipping_address: orderAddressSchema,
  payment: z
    .object({ payment_status: z.string(), payment_processor: z.string(), processed_at: z.string().nullable() })
    .nullable(),
  invoice: z.object({ invoice_number: z.string(), status: z.string() }).nullable(),
});

export const trackingSchema = z.object({
  status: z.string(),
  steps: z.array(z.object({ label: z.string(), done: z.boolean(), date: z.string().nullable() })),
});

export type OrderListItem = z.infer<typeof orderListItemSchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type Tracking = z.infer<typeof trackingSchema>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Places the order. The same key with the same payload answers the first order again. */
export function placeOrder(token: string, payload: unknown, idempotencyKey: string) {
  return userCall(token, 'shopify/order', z.object({ order: orderDetailSchema }), {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    // Stock is taken and payment recorded in one transaction; give it a little longer.
    timeoutMs: 15000,
  });
}

export function listOrders(token: string, page: number) {
  return userCall(token, 'orders', paginatorSchema(orderListItemSchema), { query: { page } });
}

export function getOrder(token: string, orderId: number) {
  return userCall(token, `orders/${orderId}`, z.object({ order: orderDetailSchema }));
}

export function trackOrder(token: string, orderNumber: string) {
  return userCall(token, `orders/track/${encodeURIComponent(orderNumber)}`, z.object({ order: orderDetailSchema, tracking: trackingSchema }));
}
