// The buyer's transactions (account screen /my-transactions). The spec's client reads `data` as a
// plain list, so this is not paginated; `limit` (default 100, at most 500) keeps it bounded.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import { listTransactions } from '../commerce/money-history';
import type { AppEnv } from '../context';
import { ok } from '../http/envelope';
import { parseQuery } from '../http/validate';

const limitMessage = 'limit must be a whole number from 1 to 500';
const listQuery = z.object({
  limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(500, limitMessage).default(100),
});

export function transactionRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/transactions/*', requireUser);

  app.get('/transactions', async (c) => {
    const { limit } = parseQuery(c, listQuery);
    return ok(c, await listTransactions(c.var.deps.db, c.var.user.id, limit));
  });

  return app;
}
