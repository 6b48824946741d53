// The operator moves a paid order along its way: Shipped, then Delivered (PATCH
// /admin/orders/{id}/status). Delivery is what opens the returns window (routes/returns.ts) and
// what tracking dates the last step by, so the order's updated_at is the moment of the change.
// Each shop now moves its own fulfilment (routes/seller-orders.ts); this whole-order step moves
// every fulfilment of the order at once, for the operator. Kept beside the console's cancel
// (POST /admin/orders/{id}/cancel, issue 33 point 5): this moves an order forward, the cancel ends
// it; an order whose shops do not act (the seed's, a shop gone quiet) still needs the operator's
// hand. Each change records its 'order.status' audit entry in the same transaction.
import { and, eq } from 'drizzle-orm';
import { fulfilmentBodySchema, fulfilmentChangeSchema, fulfilmentParamsSchema } from '../../../contract/api/fulfilment';
import { recordAudit } from '../admin/audit';
import { requireRole, requireUser } from '../auth/middleware';
import { orders } from '../db/schema';
import { moveAllFulfilments } from '../seller/fulfilments';
import { ApiError, notFound, ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { isCanceledStatus, orderStep } from '../../../contract/rules/status';

const setStatus = createApiRoute({
  method: 'patch',
  path: '/admin/orders/{id}/status',
  tags: ['Admin'],
  summary: 'Mark a paid order Shipped, then Delivered (only forward)',
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  request: { params: fulfilmentParamsSchema, body: jsonBody(fulfilmentBodySchema) },
  responses: {
    200: answers(fulfilmentChangeSchema, 'Order marked Shipped or Delivered.'),
    401: unauthenticated,
    403: fails('Not an admin.'),
    404: fails('No such order.'),
    409: fails('The order is canceled, unpaid, or already that far.'),
    422: invalidInput,
  },
});

export function fulfilmentRoutes() {
  return openApiRouter().openapi(setStatus, async (c) => {
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    const changed = await c.var.deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ status: orders.orderStatus, financialStatus: orders.financialStatus })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      if (!order) throw notFound('Order');
      if (isCanceledStatus(order.status)) throw new ApiError(409, 'This order was canceled, so it is not sent.');
      // Goods leave only for money received: an unpaid order is still held for its payment.
      if (order.financialStatus !== 'paid') throw new ApiError(409, 'This order is not paid, so it is not sent.');
      if (orderStep(order.status) >= orderStep(status)) throw new ApiError(409, `This order is already ${order.status}.`);
      const now = new Date();
      // Every shop's shipment moves with the order, so the order and its fulfilments agree.
      await moveAllFulfilments(tx, id, status === 'Shipped' ? 'shipped' : 'delivered', now, 'Marked by the marketplace');
      const [row] = await tx
        .update(orders)
        .set({ orderStatus: status, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.orderStatus, order.status)))
        .returning({ id: orders.id, orderNumber: orders.orderNumber, orderStatus: orders.orderStatus, updatedAt: orders.updatedAt });
      await recordAudit(tx, c.var.user, { action: 'order.status', targetId: id, before: { status: order.status }, after: { status } });
      return row;
    });
    return ok(
      c,
      { order_id: changed.id, order_number: changed.orderNumber, order_status: changed.orderStatus, updated_at: changed.updatedAt.toISOString() },
      `Order marked ${status}.`,
    );
  });
}
