// The seller centre's overview (issue 32, point 2), for sellers only: one read of what their own
// shops need next. The figures are made in seller/overview.ts.
import { sellerOverviewSchema } from '../../../contract/api/seller-overview';
import { requireRole, requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { loadSellerOverview } from '../seller/overview';

const showOverview = createApiRoute({
  method: 'get',
  path: '/seller/overview',
  tags: ['Seller'],
  summary: "The seller's shops at a glance: orders to ship (oldest first), sales this month (paid, less refunds), low stock, rating and latest reviews",
  middleware: [requireUser, requireRole('seller')],
  ...SIGNED_IN,
  responses: { 200: answers(sellerOverviewSchema, 'The overview.'), 401: unauthenticated, 403: fails('Not a seller.') },
});

export function sellerOverviewRoutes() {
  return openApiRouter().openapi(showOverview, async (c) => ok(c, await loadSellerOverview(c.var.deps.db, c.var.user.id, new Date())));
}
