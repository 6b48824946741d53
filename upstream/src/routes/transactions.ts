// The buyer's transactions (account screen /my-transactions). The spec's client reads `data` as a
// plain list, so this is not paginated; `limit` (default 100, at most 500) keeps it bounded.
import { transactionListQuerySchema, transactionListSchema } from '../../../contract/api/transactions';
import { requireUser } from '../auth/middleware';
import { listTransactions } from '../commerce/money-history';
import { ok } from '../http/envelope';
import { answers, createApiRoute, invalidInput, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const listRoute = createApiRoute({
  method: 'get',
  path: '/transactions',
  tags: ['Transactions'],
  summary: "The buyer's transactions, newest first: one row per payment attempt",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { query: transactionListQuerySchema },
  responses: { 200: answers(transactionListSchema, 'The transactions.'), 401: unauthenticated, 422: invalidInput },
});

export function transactionRoutes() {
  return openApiRouter().openapi(listRoute, async (c) => {
    const { limit } = c.req.valid('query');
    return ok(c, await listTransactions(c.var.deps.db, c.var.user.id, limit));
  });
}
