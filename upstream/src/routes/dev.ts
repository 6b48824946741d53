// Development and test only (not mounted when NODE_ENV=production): read the mail outbox, so an
// end-to-end test can follow a password reset without a real mailbox; and run the settlement of
// held parcels as if days had passed, so a journey can follow a sale to a payout. Declared like every
// route, so the document of a development API lists it.
import { desc, eq, sql } from 'drizzle-orm';
import { outboxQuerySchema, outboxSchema, settleParcelsBodySchema, settleParcelsSchema } from '../../../contract/api/dev';
import { mailOutbox } from '../db/schema';
import { ok } from '../http/envelope';
import { answers, createApiRoute, invalidInput, jsonBody, openApiRouter } from '../http/openapi';
import { settleParcels } from '../money/settlement';

const readOutbox = createApiRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: ['Development'],
  summary: 'The last mails sent to an address (development and tests only; not mounted in production)',
  request: { query: outboxQuerySchema },
  responses: { 200: answers(outboxSchema, 'The mails, newest first.'), 422: invalidInput },
});

const settleAhead = createApiRoute({
  method: 'post',
  path: '/dev/settle-parcels',
  tags: ['Development'],
  summary: 'Settles held parcels as the job would `days_ahead` days from now (development and tests only; not mounted in production)',
  request: { body: jsonBody(settleParcelsBodySchema) },
  responses: { 200: answers(settleParcelsSchema, 'How many parcels were settled.'), 422: invalidInput },
});

const DAY_MS = 24 * 60 * 60 * 1000;

export function devRoutes() {
  return openApiRouter()
    .openapi(settleAhead, async (c) => {
      const aheadMs = c.req.valid('json').days_ahead * DAY_MS;
      return ok(c, { settled: await settleParcels(c.var.deps.db, { aheadMs }) }, 'Settled');
    })
    .openapi(readOutbox, async (c) => {
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
