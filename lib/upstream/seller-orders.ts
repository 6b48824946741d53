// The shop's orders (issue 32, point 4): the seller's fulfilments of paid orders (GET
// /seller/orders, one of them), the steps that move one along (accept, ship, deliver, cancel) and
// its packing slip as a PDF. Every call carries the seller's token and is never cached; another
// shop's order is a 404 at the API, a buyer's call a 403.
import 'server-only';
import type { z } from 'zod';
import type { SellerOrderDetail, SellerOrderSummary } from '@/lib/domain/seller-orders';
import { api } from '@/lib/routing/urls';
import {
  type cancelBodySchema,
  sellerOrderListItemSchema as listItemAnswer,
  sellerOrderSchema as orderAnswer,
  type shipBodySchema,
} from '@/contract/api/seller-orders';
import type { FulfilmentState } from '@/contract/rules/status';
import { userCall, userDownload } from './client';
import { orderAddressSchema } from './orders';
import { pageSchema } from './page';

const sellerOrderListItemSchema = listItemAnswer.transform((o): SellerOrderSummary => ({
  id: o.id,
  orderId: o.order_id,
  number: o.order_number,
  buyerName: o.buyer.name,
  state: o.state,
  isNew: o.is_new,
  itemCount: o.item_count,
  total: o.total,
  createdAt: o.created_at,
}));

// The address is the order's, as the checkout sent it: read as the buyer's order page reads it.
const sellerOrderSchema = orderAnswer.extend({ shipping_address: orderAddressSchema }).transform((o): SellerOrderDetail => ({
  id: o.id,
  orderId: o.order_id,
  number: o.order_number,
  buyerName: o.buyer.name,
  state: o.state,
  isNew: o.is_new,
  itemCount: o.lines.reduce((sum, line) => sum + line.quantity, 0),
  total: o.total,
  createdAt: o.created_at,
  shippingAddress: o.shipping_address,
  lines: o.lines.map((line) => ({
    productId: line.product_id,
    name: line.name,
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: line.unit_price,
    lineTotal: line.line_total,
  })),
  carrier: o.carrier,
  trackingNumber: o.tracking_number,
  cancelReason: o.cancel_reason,
  refund: o.refund,
  events: o.events.map((event) => ({ step: event.step, note: event.note, at: event.at })),
  updatedAt: o.updated_at,
}));

export function listSellerOrders(token: string, query: { state?: FulfilmentState; page: number }) {
  return userCall(token, api.sellerOrders, pageSchema(sellerOrderListItemSchema), { query: { state: query.state, page: query.page } });
}

export function getSellerOrder(token: string, id: number) {
  return userCall(token, api.sellerOrder(id), sellerOrderSchema);
}

export function acceptSellerOrder(token: string, id: number) {
  return userCall(token, api.sellerOrderStep(id, 'accept'), sellerOrderSchema, { method: 'POST' });
}

export function shipSellerOrder(token: string, id: number, input: z.output<typeof shipBodySchema>) {
  return userCall(token, api.sellerOrderStep(id, 'ship'), sellerOrderSchema, { method: 'POST', body: input satisfies z.input<typeof shipBodySchema> });
}

export function deliverSellerOrder(token: string, id: number) {
  return userCall(token, api.sellerOrderStep(id, 'deliver'), sellerOrderSchema, { method: 'POST' });
}

export function cancelSellerOrder(token: string, id: number, input: z.output<typeof cancelBodySchema>) {
  return userCall(token, api.sellerOrderStep(id, 'cancel'), sellerOrderSchema, { method: 'POST', body: input satisfies z.input<typeof cancelBodySchema> });
}

/** The packing slip's PDF, passed on by our own handler so the browser's link carries no token. */
export function downloadPackingSlip(token: string, id: number) {
  return userDownload(token, api.packingSlip(id));
}
