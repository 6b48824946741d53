// Development and test only (not mounted when NODE_ENV=production): read the mail outbox, so an
// end-to-end test can follow a password reset without a real mailbox. Declared like every route, so
// the document of a development API lists it.
import { desc, eq, sql } from 'drizzle-orm';
import { outboxQuerySchema, outboxSchema } from '../../../contract/api/dev';
import { mailOutbox } from '../db/schema';
import { ok } from '../http/envelope';
import { answers, createApiRoute, invalidInput, openApiRouter } from '../http/openapi';

const readOutbox = createApiRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: ['Development'],
  summary: 'The last mails sent to an address (development and tests only; not mounted in production)',
  request: { query: outboxQuerySchema },
  responses: { 200: answers(outboxSchema, 'The mails, newest first.'), 422: invalidInput },
});

export function devRoutes() {
  return openApiRouter().openapi(readOutbox, async (c) => {
    const { to } = c.req.valid('query');
    const mails = await c.var.deps.db
      .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, body: mailOutbox.body, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()))
      .orderBy(desc(mailOutbox.id))
      .limit(20);
    return ok(
      c,
      mails.map(({ createdAt, ...mail }) => ({ ...mail, created_at: createdAt.toISOString() })),
      'Outbox',
    );
  });
}
