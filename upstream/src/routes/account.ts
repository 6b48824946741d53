// The account area's overview (sidebar badges and dashboard) in one call, so an account page does
// not make six requests before it can draw its frame. `?activity=false` leaves out the recent
// activity: the sidebar's own refresh needs only the counts.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import { loadAccountSummary } from '../account/summary';
import type { AppEnv } from '../context';
import { ok } from '../http/envelope';
import { boolQuery, parseQuery } from '../http/validate';

const summaryQuery = z.object({ activity: boolQuery('activity').default(true) });

export function accountRoutes() {
  return new Hono<AppEnv>().get('/account/summary', requireUser, async (c) => {
    const { activity } = parseQuery(c, summaryQuery);
    return ok(c, await loadAccountSummary(c.var.deps.db, c.var.user.id, { withActivity: activity }));
  });
}
