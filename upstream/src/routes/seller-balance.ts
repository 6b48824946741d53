// The seller's money (issue 34, point 6), for sellers only: their shop's held and available
// balance and the entries behind them, and a month of them as a statement (CSV or PDF), from the books
// (seller/balance.ts).
import { z } from 'zod';
import { sellerBalanceQuerySchema, sellerBalanceSchema, statementParamsSchema, statementQuerySchema } from '../../../contract/api/seller-balance';
import { requireRole, requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { loadSellerBalance, shopStatement, statementCsv } from '../seller/balance';
import { renderStatementPdf } from '../seller/statement-pdf';

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
  summary: "A month of the seller's shop's books as CSV (or PDF): each account's opening balance, every entry oldest first, the closing balances",
  middleware: [requireUser, requireRole('seller')],
  ...SIGNED_IN,
  request: { params: statementParamsSchema, query: statementQuerySchema },
  responses: {
    200: {
      description: 'The statement as CSV, or as PDF with `format=pdf`.',
      content: { 'text/csv': { schema: z.string() }, 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    },
    401: unauthenticated,
    403: fails('Not a seller, or a seller without a shop.'),
    422: invalidInput,
  },
});

export function sellerBalanceRoutes() {
  return openApiRouter()
    .openapi(showBalance, async (c) => ok(c, await loadSellerBalance(c.var.deps.db, c.var.user.id, c.req.valid('query'))))
    .openapi(statement, async (c) => {
      const { month } = c.req.valid('param');
      const statement = await shopStatement(c.var.deps.db, c.var.user.id, month);
      const pdf = c.req.valid('query').format === 'pdf';
      return c.body(pdf ? await renderStatementPdf(statement) : statementCsv(statement), 200, {
        'Content-Type': pdf ? 'application/pdf' : 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="statement-${month}.${pdf ? 'pdf' : 'csv'}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
