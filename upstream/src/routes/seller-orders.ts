// A shop's own orders (issue 32): the seller's fulfilments of paid orders, each moved along by its
// shop (accept, ship, deliver, or cancel before shipping), and the buyer's "I received it". Another
// shop's fulfilment is a 404, a buyer on a seller route a 403; the logic is in seller/fulfilments.ts.
import { z } from 'zod';
import {
  cancelBodySchema,
  orderFulfilmentParamsSchema,
  parcelReceivedSchema,
  sellerOrderListQuerySchema,
  sellerOrderListSchema,
  sellerOrderParamsSchema,
  sellerOrderSchema,
  shipBodySchema,
} from '../../../contract/api/seller-orders';
import { requireRole, requireUser } from '../auth/middleware';
import { notFound, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { packingSlipFileName, renderPackingSlipPdf } from '../seller/packing-slip-pdf';
import { listSellerOrders, loadPackingSlip, loadSellerOrder, receiveParcel, takeSellerStep, type SellerStep } from '../seller/fulfilments';
import type { AppEnv } from '../context';
import { sendRefunds } from '../money/refunds';
import type { Context } from 'hono';

const tags = ['Seller'];
const seller = { middleware: [requireUser, requireRole('seller')], ...SIGNED_IN };
const notSeller = fails('Not a seller.');
const noOrder = fails("No such order of the seller's shop (another shop's is not found either).");

const listOrders = createApiRoute({
  method: 'get',
  path: '/seller/orders',
  tags,
  summary: "The shop's fulfilments of paid orders, newest first (`is_new` until accepted)",
  ...seller,
  request: { query: sellerOrderListQuerySchema },
  responses: { 200: answers(sellerOrderListSchema, "The shop's orders."), 401: unauthenticated, 403: notSeller, 422: invalidInput },
});

const showOrder = createApiRoute({
  method: 'get',
  path: '/seller/orders/{id}',
  tags,
  summary: "One of the shop's fulfilments: the buyer's name and address, the shop's lines with SKU, its events",
  ...seller,
  request: { params: sellerOrderParamsSchema },
  responses: { 200: answers(sellerOrderSchema, 'The order.'), 401: unauthenticated, 403: notSeller, 404: noOrder },
});

const packingSlip = createApiRoute({
  method: 'get',
  path: '/seller/orders/{id}/packing-slip',
  tags,
  summary: "The fulfilment's packing slip as a PDF: order number, the buyer's name and address, the shop's lines with SKU",
  ...seller,
  request: { params: sellerOrderParamsSchema },
  responses: {
    200: { description: 'The packing slip.', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
    401: unauthenticated,
    403: notSeller,
    404: noOrder,
  },
});

const stepResponses = (conflict: string) => ({
  200: answers(sellerOrderSchema, 'The order as it now is.'),
  401: unauthenticated,
  403: notSeller,
  404: noOrder,
  409: fails(conflict),
});

const acceptOrder = createApiRoute({
  method: 'post',
  path: '/seller/orders/{id}/accept',
  tags,
  summary: 'Accept a pending order',
  ...seller,
  request: { params: sellerOrderParamsSchema },
  responses: stepResponses('The order is not pending (accepted, shipped, delivered or canceled).'),
});

const shipOrder = createApiRoute({
  method: 'post',
  path: '/seller/orders/{id}/ship',
  tags,
  summary: 'Ship an accepted order with its carrier and tracking number (the buyer is e-mailed)',
  ...seller,
  request: { params: sellerOrderParamsSchema, body: jsonBody(shipBodySchema) },
  responses: { ...stepResponses('The order is not accepted yet, already shipped, or canceled.'), 422: invalidInput },
});

const deliverOrder = createApiRoute({
  method: 'post',
  path: '/seller/orders/{id}/deliver',
  tags,
  summary: 'Mark a shipped order delivered (the buyer is e-mailed)',
  ...seller,
  request: { params: sellerOrderParamsSchema },
  responses: stepResponses('The order is not shipped, already delivered, or canceled.'),
});

const cancelOrder = createApiRoute({
  method: 'post',
  path: '/seller/orders/{id}/cancel',
  tags,
  summary:
    "Cancel an order before it ships: its stock returns and the buyer's payment for its lines is refunded where it came from (M-Pesa or card, the wallet's part to the wallet)",
  ...seller,
  request: { params: sellerOrderParamsSchema, body: jsonBody(cancelBodySchema) },
  responses: { ...stepResponses('The order has shipped, or is canceled already.'), 422: invalidInput },
});

const receiveOrder = createApiRoute({
  method: 'post',
  path: '/orders/{id}/fulfilments/{fid}/received',
  tags: ['Orders'],
  summary: '"I received it": the buyer marks a shipped parcel of their order delivered',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { params: orderFulfilmentParamsSchema },
  responses: {
    200: answers(parcelReceivedSchema, "The order's status now."),
    401: unauthenticated,
    404: fails("No such shipment of the buyer's order."),
    409: fails('The parcel is not shipped yet, already delivered, or canceled.'),
  },
});

const MESSAGES = {
  accept: 'Order accepted.',
  ship: 'Order marked as shipped.',
  deliver: 'Order marked as delivered.',
  cancel: 'Order canceled and the buyer refunded.',
} as const;

async function step(c: Context<AppEnv>, id: number, request: SellerStep) {
  const { order, mail } = await takeSellerStep(c.var.deps.db, c.var.user.id, id, request);
  // After the commit: a cancel's refund leaves for M-Pesa or the card (tried again by the jobs on a failure).
  if (request.step === 'cancel') await sendRefunds(c.var.deps, order.order_id);
  if (mail) await c.var.deps.mailer.send(c.var.deps.db, mail);
  return order;
}

export function sellerOrderRoutes() {
  return openApiRouter()
    .openapi(listOrders, async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listSellerOrders(c.var.deps.db, c.var.user.id, query);
      return ok(c, paginate(rows, query.page, query.per_page, total));
    })
    .openapi(showOrder, async (c) => {
      const order = await loadSellerOrder(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
      if (!order) throw notFound('Order');
      return ok(c, order);
    })
    .openapi(packingSlip, async (c) => {
      const slip = await loadPackingSlip(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
      if (!slip) throw notFound('Order');
      const pdf = await renderPackingSlipPdf(slip);
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${packingSlipFileName(slip.orderNumber)}"`,
        'Content-Length': String(pdf.byteLength),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .openapi(acceptOrder, async (c) => ok(c, await step(c, c.req.valid('param').id, { step: 'accept' }), MESSAGES.accept))
    .openapi(shipOrder, async (c) => {
      const { carrier, tracking_number } = c.req.valid('json');
      return ok(c, await step(c, c.req.valid('param').id, { step: 'ship', carrier, trackingNumber: tracking_number }), MESSAGES.ship);
    })
    .openapi(deliverOrder, async (c) => ok(c, await step(c, c.req.valid('param').id, { step: 'deliver' }), MESSAGES.deliver))
    .openapi(cancelOrder, async (c) => {
      const { reason } = c.req.valid('json');
      return ok(c, await step(c, c.req.valid('param').id, { step: 'cancel', reason }), MESSAGES.cancel);
    })
    .openapi(receiveOrder, async (c) => {
      const { id, fid } = c.req.valid('param');
      const { orderStatus, mail } = await receiveParcel(c.var.deps.db, c.var.user.id, id, fid);
      if (mail) await c.var.deps.mailer.send(c.var.deps.db, mail);
      return ok(c, { order_status: orderStatus }, 'Thank you: the parcel is marked as received.');
    });
}
