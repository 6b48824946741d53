// The buyer's wallet (account screen /wallet): the balance and its movements, a paginator, newest
// first. Credits come from approved returns (POST /returns/{id}/approve) and goodwill credits.
import { walletQuerySchema, walletSchema } from '../../../contract/api/wallet';
import { requireUser } from '../auth/middleware';
import { listWalletMovements, walletBalance } from '../account/wallet';
import { ok, paginate } from '../http/envelope';
import { answers, createApiRoute, invalidInput, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const getWallet = createApiRoute({
  method: 'get',
  path: '/wallet',
  tags: ['Wallet'],
  summary: "The buyer's balance and its movements, newest first (10 a page, at most 50)",
  middleware: requireUser,
  ...SIGNED_IN,
  request: { query: walletQuerySchema },
  responses: { 200: answers(walletSchema, 'The wallet.'), 401: unauthenticated, 422: invalidInput },
});

export function walletRoutes() {
  return openApiRouter().openapi(getWallet, async (c) => {
    const { db } = c.var.deps;
    const { page, per_page } = c.req.valid('query');
    const userId = c.var.user.id;
    const [balance, { rows, total }] = await Promise.all([walletBalance(db, userId), listWalletMovements(db, userId, page, per_page)]);
    return ok(c, { balance, currency: 'KES', movements: paginate(rows, page, per_page, total) });
  });
}
