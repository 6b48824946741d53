// The buyer's payments (account screen /payments): a paginator, newest first.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import { listPayments } from '../commerce/money-history';
import type { AppEnv } from '../context';
import { ok, paginate } from '../http/envelope';
import { pageParam, parseQuery, perPageParam } from '../http/validate';

const listQuery = z.object({ page: pageParam, per_page: perPageParam(10, 50) });

export function paymentRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/payments/*', requireUser);

  app.get('/payments', async (c) => {
    const { page, per_page } = parseQuery(c, listQuery);
    const { rows, total } = await listPayments(c.var.deps.db, c.var.user.id, page, per_page);
    return ok(c, paginate(rows, page, per_page, total));
  });

  return app;
}
