// The seller's money (issue 34, point 6), for sellers only: their shop's held and available
// balance and the entries behind them, and a month of them as a CSV statement, from the books
// (seller/balance.ts).
import { z } from 'zod';
import { sellerBalanceQuerySchema, sellerBalanceSchema, statementParamsSchema } from '../../../contract/api/seller-balance';
import { requireRole, requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { loadSellerBalance, shopStatement } from '../seller/balance';

const showBalance = createApiRoute({
  method: 'get',
  path: '/seller/balance',
  tags: ['Seller'],
  summary: "The seller's shop's money: held while returns are open, available after, the commission rate, and every entry newest first",
  middleware: [requireUser, requireRole('seller')],
  ...SIGNED_IN,
  request: { query: sellerBalanceQuerySchema },
  responses: {
    200: answers(sellerBalanceSchema, 'The balance.'),
    401: unauthenticated,
    403: fails('Not a seller, or a seller without a shop.'),
    422: invalidInput,
  },
});

const statement = createApiRoute({
  method: 'get',
  path: '/seller/statements/{month}',
  tags: ['Seller'],
  summary: "A month of the seller's shop's books as CSV: each account's opening balance, every entry oldest first, the closing balances",
  middleware: [requireUser, requireRole('seller')],
  ...SIGNED_IN,
  request: { params: statementParamsSchema },
  responses: {
    200: { description: 'The statement as CSV.', content: { 'text/csv': { schema: z.string() } } },
    401: unauthenticated,
    403: fails('Not a seller, or a seller without a shop.'),
    422: invalidInput,
  },
});

export function sellerBalanceRoutes() {
  return openApiRouter()
    .openapi(showBalance, async (c) => ok(c, await loadSellerBalance(c.var.deps.db, c.var.user.id, c.req.valid('query'))))
    .openapi(statement, async (c) => {
      const { csv, fileName } = await shopStatement(c.var.deps.db, c.var.user.id, c.req.valid('param').month);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
