// GET /api/admin/orders/export?number=...&status=...: the console's filtered orders as CSV for
// accounting, fetched from the API's own CSV (one query, at most 10,000 rows) with the session's
// token and passed on as a file. The filters are checked here with the contract's schema, so a bad
// one is the same 422 and message the API would give.
import { NOT_JSON } from '@/lib/http/answers/common';
import { fileResponse } from '@/lib/http/download';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { parseOrderFilters } from '@/lib/admin/order-filters';
import { ADMIN_ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { downloadAdminOrders } from '@/lib/upstream/admin-orders';

export const GET = route({
  auth: true,
  signInMessage: ADMIN_ORDER_MESSAGES.signIn,
  answer: NOT_JSON,
  async handle({ session, request }) {
    if (session.user.userType !== 'admin') return message(ADMIN_ORDER_MESSAGES.adminOnly, 403);
    const parsed = parseOrderFilters(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.ok) return message(parsed.problems.join(' '), 422);
    const result = await downloadAdminOrders(session.accessToken, parsed.filters);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_ORDER_MESSAGES.exportFailed);
    return fileResponse(result.data, 'orders.csv');
  },
});
