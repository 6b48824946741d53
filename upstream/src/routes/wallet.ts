// The buyer's wallet (account screen /wallet): the balance and its movements, a paginator, newest
// first. Credits come from approved returns (POST /returns/{id}/approve) and goodwill credits.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import { listWalletMovements, walletBalance } from '../account/wallet';
import type { AppEnv } from '../context';
import { ok, paginate } from '../http/envelope';
import { pageParam, parseQuery, perPageParam } from '../http/validate';

const listQuery = z.object({ page: pageParam, per_page: perPageParam(10, 50) });

export function walletRoutes() {
  return new Hono<AppEnv>().get('/wallet', requireUser, async (c) => {
    const { db } = c.var.deps;
    const { page, per_page } = parseQuery(c, listQuery);
    const userId = c.var.user.id;
    const [balance, { rows, total }] = await Promise.all([walletBalance(db, userId), listWalletMovements(db, userId, page, per_page)]);
    return ok(c, { balance, currency: 'KES', movements: paginate(rows, page, per_page, total) });
  });
}
