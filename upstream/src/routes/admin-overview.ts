// The operator's console overview (issue 33, point 1), for admins only: one read of the day's and
// the week's orders and sales and of every queue that waits for a person. Counted in admin/overview.ts.
// And the money (issue 34, point 7): the balances by the books, payouts, refunds due and the
// providers' reconciliation (admin/money.ts).
import { adminMoneySchema } from '../../../contract/api/admin-money';
import { adminOverviewSchema } from '../../../contract/api/admin-overview';
import { loadAdminMoney } from '../admin/money';
import { loadAdminOverview } from '../admin/overview';
import { requireRole, requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const showOverview = createApiRoute({
  method: 'get',
  path: '/admin/overview',
  tags: ['Admin'],
  summary: 'The marketplace at a glance: orders and paid sales for the last 7 days, and the payments, refunds, tickets, returns and applications waiting',
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  responses: { 200: answers(adminOverviewSchema, 'The overview.'), 401: unauthenticated, 403: fails('Not an admin.') },
});

const showMoney = createApiRoute({
  method: 'get',
  path: '/admin/money',
  tags: ['Admin'],
  summary:
    "The marketplace's money by the books: commission, held and owed to shops, in transit, held for orders, wallets; payouts, refunds due, and each provider reconciled",
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  responses: { 200: answers(adminMoneySchema, 'The money.'), 401: unauthenticated, 403: fails('Not an admin.') },
});

export function adminOverviewRoutes() {
  return openApiRouter()
    .openapi(showOverview, async (c) => ok(c, await loadAdminOverview(c.var.deps.db, new Date())))
    .openapi(showMoney, async (c) => ok(c, await loadAdminMoney(c.var.deps.db)));
}
