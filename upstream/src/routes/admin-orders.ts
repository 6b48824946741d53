// The operator's orders over HTTP (issue 33, point 4); the rules are in admin/orders.ts. The export
// is served here as CSV in one answer (one query, one consistent snapshot of the list), rather than
// the storefront paging the JSON list a hundred rows at a time for up to 10,000 rows.
import { z } from 'zod';
import {
  ADMIN_ORDER_EXPORT_MAX,
  adminOrderCancelBodySchema,
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderSchema,
} from '../../../contract/api/admin-orders';
import { idPath } from '../../../contract/api/fields';
import { cancelAdminOrder, exportAdminOrders, listAdminOrders, loadAdminOrder } from '../admin/orders';
import { notFound, ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, unauthenticated } from '../http/openapi';
import { adminOnly, notAdmin } from './admin-kit';

const noOrder = fails('No such order.');
const orderParams = z.object({ id: idPath('Order') });

const list = createApiRoute({
  method: 'get',
  path: '/admin/orders',
  summary: 'Orders newest first, found by number (or its beginning), buyer, shop, order status, payment status and days placed',
  ...adminOnly,
  request: { query: adminOrderListQuerySchema },
  responses: { 200: answers(adminOrderListSchema, 'The orders.'), 401: unauthenticated, 403: notAdmin, 422: invalidInput },
});

const exportCsv = createApiRoute({
  method: 'get',
  path: '/admin/orders/export',
  summary: `The orders the same filters find, as CSV for accounting (the newest ${ADMIN_ORDER_EXPORT_MAX.toLocaleString('en')} at most; X-Total-Count says how many matched)`,
  ...adminOnly,
  request: { query: adminOrderExportQuerySchema },
  responses: {
    200: { description: 'The orders as CSV.', content: { 'text/csv': { schema: z.string() } } },
    401: unauthenticated,
    403: notAdmin,
    422: invalidInput,
  },
});

const detail = createApiRoute({
  method: 'get',
  path: '/admin/orders/{id}',
  summary: 'One order: its lines, payments with the provider records, shipments with their events, and its history',
  ...adminOnly,
  request: { params: orderParams },
  responses: { 200: answers(adminOrderSchema, 'Order loaded.'), 401: unauthenticated, 403: notAdmin, 404: noOrder },
});

const cancel = createApiRoute({
  method: 'post',
  path: '/admin/orders/{id}/cancel',
  summary:
    'Cancel an order nothing of which has shipped, with a reason: stock back, the buyer refunded where they paid (money/refunds.ts) and mailed, the shops told',
  ...adminOnly,
  request: { params: orderParams, body: jsonBody(adminOrderCancelBodySchema) },
  responses: {
    200: answers(adminOrderSchema, 'Order canceled.'),
    401: unauthenticated,
    403: notAdmin,
    404: noOrder,
    409: fails('The order is already canceled, or part of it has shipped.'),
    422: invalidInput,
  },
});

/** `orders-2026-11-28.csv`, the day in Nairobi. */
const exportFileName = (now: Date) => `orders-${new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)}.csv`;

export function adminOrderRoutes() {
  return (
    openApiRouter()
      .openapi(list, async (c) => ok(c, await listAdminOrders(c.var.deps.db, c.req.valid('query'))))
      // Before /admin/orders/{id}, which would take "export" for an id.
      .openapi(exportCsv, async (c) => {
        const { csv, rows, total } = await exportAdminOrders(c.var.deps.db, c.req.valid('query'));
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${exportFileName(new Date())}"`,
          'Cache-Control': 'private, no-store',
          'X-Total-Count': String(total),
          'X-Export-Rows': String(rows),
        });
      })
      .openapi(detail, async (c) => {
        const order = await loadAdminOrder(c.var.deps.db, c.req.valid('param').id);
        if (!order) throw notFound('Order');
        return ok(c, order, 'Order loaded.');
      })
      .openapi(cancel, async (c) =>
        ok(c, await cancelAdminOrder(c.var.deps, c.var.user, c.req.valid('param').id, c.req.valid('json').reason), 'Order canceled.'),
      )
  );
}
