// Development and test only (not mounted when NODE_ENV=production): read the mail outbox, so an
// end-to-end test can follow a password reset without a real mailbox; and mark a buyer's own order
// delivered, so a journey's buyer may review what they bought (issue 30: only buyers who received a
// product review it) while the API has no seller fulfilment to deliver it.
import { Hono } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { requireUser } from '../auth/middleware';
import { mailOutbox, orders } from '../db/schema';
import { notFound, ok } from '../http/envelope';
import { idParam, parseQuery } from '../http/validate';

const querySchema = z.object({ to: z.string().trim().min(1, 'to is required').max(254) });

export function devRoutes() {
  return new Hono<AppEnv>()
    .post('/dev/orders/:id/deliver', requireUser, async (c) => {
      const id = idParam(c, 'id', 'Order');
      const [delivered] = await c.var.deps.db
        .update(orders)
        .set({ orderStatus: 'Delivered', updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.userId, c.var.user.id)))
        .returning({ id: orders.id });
      if (!delivered) throw notFound('Order');
      return ok(c, { order_id: delivered.id, order_status: 'Delivered' }, 'Order delivered.');
    })
    .get('/dev/outbox', async (c) => {
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
