// Checkout (POST /shopify/order, spec section 7) and the buyer's orders: list, detail, tracking.
import { pageParam, perPageParam } from '../../../contract/api/fields';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import { limitBody } from '../commerce/body';
import { IdempotencyKeyTaken, placeOrder, type OrderAnswerBody } from '../commerce/checkout';
import { findStoredAnswer, readIdempotencyKey, requestHash, type StoredAnswer } from '../commerce/idempotency';
import { findOrderByNumber, listOrders, loadOrderDetail } from '../commerce/order-json';
import { orderPayloadSchema } from '../commerce/order-payload';
import type { AppEnv } from '../context';
import { idempotencyKeys } from '../db/schema';
import { ApiError, ok, paginate } from '../http/envelope';
import { idParam, NOT_AN_OBJECT, parseQuery, parseWith, readJson } from '../http/validate';
import { readPaymentRequest } from '../payments/request';
import { startPayment } from '../payments/service';

const listQuery = z.object({ page: pageParam, per_page: perPageParam(10, 50) });

const ORDER_NOT_FOUND = 'Order not found';
const TRACK_NOT_FOUND = 'Order not found. Please check your order number.';

export function orderRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/shopify/order', requireUser, limitBody(512 * 1024));
  app.use('/orders/*', requireUser);
  app.use('/orders/:id/payments', limitBody(16 * 1024));

  app.post('/shopify/order', async (c) => {
    const { db, config } = c.var.deps;
    const user = c.var.user;
    const raw = await readJson(c);
    const payload = parseWith(orderPayloadSchema, raw);
    const key = readIdempotencyKey(c);
    const idempotency = key ? { key, hash: requestHash(raw) } : null;

    const replay = (answer: StoredAnswer) => {
      c.header('Idempotent-Replayed', 'true');
      return c.json(answer.body, answer.status as ContentfulStatusCode);
    };
    if (idempotency) {
      const stored = await findStoredAnswer(db, user.id, idempotency.key, idempotency.hash);
      if (stored) return replay(stored);
    }
    try {
      const answer = await placeOrder(db, {
        user,
        payload,
        publicUrl: config.publicUrl,
        idempotency,
        holdMs: c.var.deps.payments.settings.holdMs,
        mailer: c.var.deps.mailer,
      });
      return c.json(answer.body, answer.status as ContentfulStatusCode);
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken) || !idempotency) throw error;
      // A concurrent request with the same key committed first: answer what it answered.
      const stored = await findStoredAnswer(db, user.id, idempotency.key, idempotency.hash);
      if (!stored) throw new ApiError(409, 'A request with this Idempotency-Key is still being processed.');
      return replay(stored);
    }
  });

  app.get('/orders', async (c) => {
    const { db } = c.var.deps;
    const { page, per_page } = parseQuery(c, listQuery);
    const { rows, total } = await listOrders(db, c.var.user.id, page, per_page);
    return ok(c, paginate(rows, page, per_page, total));
  });

  // The answer a checkout got for its Idempotency-Key, for a retry that finds the cart already
  // empty (the first try placed the order and took its lines out of the cart): the same 201 again.
  app.get('/orders/by-idempotency-key/:key', async (c) => {
    const { db } = c.var.deps;
    const key = c.req.param('key');
    const [row] =
      key.length >= 1 && key.length <= 200
        ? await db
            .select({ status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.userId, c.var.user.id), eq(idempotencyKeys.key, key)))
            .limit(1)
        : [];
    // Only a placed order is replayed; an answer still being written, or a refusal, is not found.
    if (!row || row.status !== 201) throw new ApiError(404, ORDER_NOT_FOUND);
    c.header('Idempotent-Replayed', 'true');
    // The same answer, with the order as it is now (paid or cancelled since, perhaps).
    const stored = row.body as OrderAnswerBody;
    const order = await loadOrderDetail(db, c.var.user.id, stored.data.order.order_id, c.var.deps.config.publicUrl);
    return c.json(order ? { ...stored, data: { order } } : stored, 200);
  });

  // Start paying the caller's unpaid order (docs/api.md, "Paying for an order").
  app.post('/orders/:id/payments', async (c) => {
    const orderId = idParam(c, 'id', 'Order');
    const body = await readJson(c);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(422, NOT_AN_OBJECT, { _: [NOT_AN_OBJECT] });
    const request = readPaymentRequest(body as Record<string, unknown>, new Date(), { cardOn: c.var.deps.payments.card !== null });
    const started = await startPayment(c.var.deps, c.var.user, orderId, request);
    return ok(c, { payment: started.payment }, started.message, started.status);
  });

  app.get('/orders/track/:order_number', async (c) => {
    const { db, config } = c.var.deps;
    const orderNumber = c.req.param('order_number').trim();
    if (!orderNumber) {
      throw new ApiError(422, 'Please enter your order number.', { order_number: ['Please enter your order number.'] });
    }
    const found = orderNumber.length <= 100 ? await findOrderByNumber(db, c.var.user.id, orderNumber, config.publicUrl) : null;
    if (!found) throw new ApiError(404, TRACK_NOT_FOUND);
    return ok(c, found);
  });

  app.get('/orders/:id', async (c) => {
    const { db, config } = c.var.deps;
    const orderId = idParam(c, 'id', 'Order');
    const order = await loadOrderDetail(db, c.var.user.id, orderId, config.publicUrl);
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
    return ok(c, { order });
  });

  return app;
}
