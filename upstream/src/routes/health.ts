import { sql } from 'drizzle-orm';
import { healthSchema } from '../../../contract/api/health';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, openApiRouter } from '../http/openapi';

const health = createApiRoute({
  method: 'get',
  path: '/health',
  tags: ['Health'],
  summary: 'Whether the API answers requests and reaches its database',
  responses: {
    200: answers(healthSchema, 'The API is up; how long this process has run, in seconds.'),
    503: fails('The database cannot be reached right now (`Retry-After`).'),
  },
});

export function healthRoutes() {
  return openApiRouter().openapi(health, async (c) => {
    await c.var.deps.db.execute(sql`select 1`);
    return ok(c, { uptime_s: Math.round(process.uptime()) }, 'OK');
  });
}
