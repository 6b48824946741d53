// Development and test only (not mounted when NODE_ENV=production): read the mail outbox, so an
// end-to-end test can follow a password reset without a real mailbox.
import { Hono } from 'hono';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { mailOutbox } from '../db/schema';
import { ok } from '../http/envelope';
import { parseQuery } from '../http/validate';

const querySchema = z.object({ to: z.string().trim().min(1, 'to is required').max(254) });

export function devRoutes() {
  return new Hono<AppEnv>().get('/dev/outbox', async (c) => {
    const { to } = parseQuery(c, querySchema);
    const mails = await c.var.deps.db
      .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, body: mailOutbox.body, created_at: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()))
      .orderBy(desc(mailOutbox.id))
      .limit(20);
    return ok(c, mails, 'Outbox');
  });
}
