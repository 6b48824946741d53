// Checkout (POST /shopify/order, spec section 7) and the buyer's orders: list, detail, tracking.
import { idPath } from '../../../contract/api/fields';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  idempotencyKeyPath,
  ORDER_NOT_FOUND,
  orderAnswerSchema,
  orderListQuerySchema,
  orderListSchema,
  orderNumberPath,
  orderPayloadSchema,
  orderTrackingSchema,
} from '../../../contract/api/orders';
import { paymentAnswerSchema, paymentRequestBodySchema } from '../../../contract/api/payments';
import { requireUser } from '../auth/middleware';
import { limitBody } from '../commerce/body';
import { IdempotencyKeyTaken, placeOrder, type OrderAnswerBody } from '../commerce/checkout';
import { findStoredAnswer, readIdempotencyKey, requestHash, type StoredAnswer } from '../commerce/idempotency';
import { findOrderByNumber, listOrders, loadOrderDetail } from '../commerce/order-json';
import { idempotencyKeys } from '../db/schema';
import { ApiError, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { readPaymentRequest } from '../payments/request';
import { startPayment } from '../payments/service';

const TRACK_NOT_FOUND = 'Order not found. Please check your order number.';

const tags = ['Orders'];
const signedIn = { middleware: requireUser, ...SIGNED_IN };
const orderId = z.object({ id: idPath('Order') });

const placeOrderRoute = createApiRoute({
  method: 'post',
  path: '/shopify/order',
  tags,
  summary: 'Place the Shopify-style order of spec section 7: re-priced, stock held for payment, unpaid until paid',
  description:
    'With an `Idempotency-Key` header (1 to 200 characters), the same key and body answer the first order again (header `Idempotent-Replayed: true`); the same key with another body is a 409.',
  middleware: [requireUser, limitBody(512 * 1024)],
  ...SIGNED_IN,
  request: { body: jsonBody(orderPayloadSchema) },
  responses: {
    201: answers(orderAnswerSchema, 'Order placed, unpaid: pay it before `payment_due_at`.'),
    401: unauthenticated,
    404: fails('A product of the order does not exist.'),
    409: fails('Out of stock, or the Idempotency-Key was used with another body or is still being processed.'),
    413: fails('The body is larger than 512 KB.'),
    422: invalidInput,
  },
});

const listOwnOrders = createApiRoute({
  method: 'get',
  path: '/orders',
  tags,
  summary: "The buyer's orders, newest first",
  ...signedIn,
  request: { query: orderListQuerySchema },
  responses: { 200: answers(orderListSchema, 'The orders.'), 401: unauthenticated, 422: invalidInput },
});

const orderByIdempotencyKey = createApiRoute({
  method: 'get',
  path: '/orders/by-idempotency-key/{key}',
  tags,
  summary: 'The order a checkout placed with this Idempotency-Key, as it is now (for a retry that finds the cart already emptied)',
  ...signedIn,
  request: { params: z.object({ key: idempotencyKeyPath }) },
  responses: { 200: answers(orderAnswerSchema, 'The order placed with the key.'), 401: unauthenticated, 404: fails('No order was placed with this key.') },
});

const payOrder = createApiRoute({
  method: 'post',
  path: '/orders/{id}/payments',
  tags,
  summary: 'Start paying the buyer\'s unpaid order, by M-Pesa or card on Paystack\'s hosted page (docs/api.md, "Paying for an order")',
  middleware: [requireUser, limitBody(16 * 1024)],
  ...SIGNED_IN,
  request: { params: orderId, body: jsonBody(paymentRequestBodySchema) },
  responses: {
    201: answers(paymentAnswerSchema, 'The attempt: pending until the PIN, or until the card is paid on the page at `redirect_url`.'),
    401: unauthenticated,
    404: fails('No such order of the buyer.'),
    409: fails('Already paid, cancelled, out of time, or an attempt is still pending (`data.payment`).'),
    413: fails('The body is larger than 16 KB.'),
    422: invalidInput,
    502: fails('M-Pesa or the card provider could not be reached.'),
  },
});

const trackOrder = createApiRoute({
  method: 'get',
  path: '/orders/track/{order_number}',
  tags,
  summary: 'The order with this number and its tracking steps',
  ...signedIn,
  request: { params: z.object({ order_number: orderNumberPath }) },
  responses: {
    200: answers(orderTrackingSchema, 'The order and its tracking.'),
    401: unauthenticated,
    404: fails(TRACK_NOT_FOUND),
    422: fails('Please enter your order number.'),
  },
});

const getOrder = createApiRoute({
  method: 'get',
  path: '/orders/{id}',
  tags,
  summary: 'One order: lines, address, totals, payment and invoice',
  ...signedIn,
  request: { params: orderId },
  responses: { 200: answers(orderAnswerSchema, 'The order.'), 401: unauthenticated, 404: fails('No such order of the buyer.') },
});

export function orderRoutes() {
  return (
    openApiRouter()
      .openapi(placeOrderRoute, async (c) => {
        const { db, config } = c.var.deps;
        const user = c.var.user;
        const payload = c.req.valid('json');
        const key = readIdempotencyKey(c);
        // The key's hash is of the body as sent, not as the schema read it.
        const idempotency = key ? { key, hash: requestHash(await c.req.json()) } : null;

        const answer = (stored: StoredAnswer) => {
          const body = stored.body as OrderAnswerBody;
          return ok(c, body.data, body.message, 201);
        };
        const replay = (stored: StoredAnswer) => {
          c.header('Idempotent-Replayed', 'true');
          return answer(stored);
        };
        if (idempotency) {
          const stored = await findStoredAnswer(db, user.id, idempotency.key, idempotency.hash);
          if (stored) return replay(stored);
        }
        try {
          return answer(
            await placeOrder(db, {
              user,
              payload,
              publicUrl: config.publicUrl,
              idempotency,
              holdMs: c.var.deps.payments.settings.holdMs,
              mailer: c.var.deps.mailer,
            }),
          );
        } catch (error) {
          if (!(error instanceof IdempotencyKeyTaken) || !idempotency) throw error;
          // A concurrent request with the same key committed first: answer what it answered.
          const stored = await findStoredAnswer(db, user.id, idempotency.key, idempotency.hash);
          if (!stored) throw new ApiError(409, 'A request with this Idempotency-Key is still being processed.');
          return replay(stored);
        }
      })

      .openapi(listOwnOrders, async (c) => {
        const { page, per_page } = c.req.valid('query');
        const { rows, total } = await listOrders(c.var.deps.db, c.var.user.id, page, per_page);
        return ok(c, paginate(rows, page, per_page, total));
      })

      // The answer a checkout got for its Idempotency-Key, for a retry that finds the cart already
      // empty (the first try placed the order and took its lines out of the cart): the same answer again.
      .openapi(orderByIdempotencyKey, async (c) => {
        const { db } = c.var.deps;
        const { key } = c.req.valid('param');
        const [row] = await db
          .select({ status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, c.var.user.id), eq(idempotencyKeys.key, key)))
          .limit(1);
        // Only a placed order is replayed; an answer still being written, or a refusal, is not found.
        if (!row || row.status !== 201) throw new ApiError(404, ORDER_NOT_FOUND);
        c.header('Idempotent-Replayed', 'true');
        // The same answer, with the order as it is now (paid or cancelled since, perhaps).
        const stored = row.body as OrderAnswerBody;
        const order = await loadOrderDetail(db, c.var.user.id, stored.data.order.order_id, c.var.deps.config.publicUrl);
        return ok(c, { order: order ?? stored.data.order }, stored.message);
      })

      // Start paying the caller's unpaid order (docs/api.md, "Paying for an order").
      .openapi(payOrder, async (c) => {
        const { id } = c.req.valid('param');
        const request = readPaymentRequest(c.req.valid('json'));
        const started = await startPayment(c.var.deps, c.var.user, id, request);
        return ok(c, { payment: started.payment }, started.message, started.status);
      })

      .openapi(trackOrder, async (c) => {
        const { db, config } = c.var.deps;
        const orderNumber = c.req.valid('param').order_number.trim();
        if (!orderNumber) {
          throw new ApiError(422, 'Please enter your order number.', { order_number: ['Please enter your order number.'] });
        }
        const found = orderNumber.length <= 100 ? await findOrderByNumber(db, c.var.user.id, orderNumber, config.publicUrl) : null;
        if (!found) throw new ApiError(404, TRACK_NOT_FOUND);
        return ok(c, found);
      })

      .openapi(getOrder, async (c) => {
        const { db, config } = c.var.deps;
        const order = await loadOrderDetail(db, c.var.user.id, c.req.valid('param').id, config.publicUrl);
        if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
        return ok(c, { order });
      })
  );
}
