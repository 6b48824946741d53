// The account area's overview (sidebar badges and dashboard) in one call, so an account page does
// not make six requests before it can draw its frame. `?activity=false` leaves out the recent
// activity: the sidebar's own refresh needs only the counts.
import { accountSummaryQuerySchema, accountSummarySchema } from '../../../contract/api/account-summary';
import { requireUser } from '../auth/middleware';
import { loadAccountSummary } from '../account/summary';
import { ok } from '../http/envelope';
import { answers, createApiRoute, invalidInput, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const accountSummary = createApiRoute({
  method: 'get',
  path: '/account/summary',
  tags: ['Account'],
  summary: "The account area's counts, wallet balance and recent activity",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { query: accountSummaryQuerySchema },
  responses: { 200: answers(accountSummarySchema, 'The figures.'), 401: unauthenticated, 422: invalidInput },
});

export function accountRoutes() {
  return openApiRouter().openapi(accountSummary, async (c) => {
    const { activity } = c.req.valid('query');
    return ok(c, await loadAccountSummary(c.var.deps.db, c.var.user.id, { withActivity: activity }));
  });
}
