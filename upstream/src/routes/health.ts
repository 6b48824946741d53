import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../context';
import { ok } from '../http/envelope';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/health', async (c) => {
    await c.var.deps.db.execute(sql`select 1`);
    return ok(c, { uptime_s: Math.round(process.uptime()) }, 'OK');
  });
}
