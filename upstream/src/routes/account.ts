// The account area's overview (sidebar badges and dashboard) in one call, so an account page does
// not make six requests before it can draw its frame.
import { Hono } from 'hono';
import { requireUser } from '../auth/middleware';
import { loadAccountSummary } from '../account/summary';
import type { AppEnv } from '../context';
import { ok } from '../http/envelope';

export function accountRoutes() {
  return new Hono<AppEnv>().get('/account/summary', requireUser, async (c) => {
    return ok(c, await loadAccountSummary(c.var.deps.db, c.var.user.id));
  });
}
