// The Contact page's form (spec section 5): stored, and a copy queued to the support inbox.
// Public; a signed-in sender is linked to the message.
import { createMiddleware } from 'hono/factory';
import { contactBodySchema, contactReceivedSchema } from '../../../contract/api/contact';
import type { AppEnv, AuthUser } from '../context';
import { optionalUser } from '../auth/middleware';
import { publicFormLimits, TOO_MANY_SUBMISSIONS } from '../account/limits';
import { contactMessages } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter } from '../http/openapi';

const SUPPORT_INBOX = 'support@crafts.ke';

/** Counted before the body is read, so a flood of bad bodies is limited too. */
const contactLimit = createMiddleware<AppEnv>(async (c, next) => {
  await c.var.deps.limiter.hit([`contact:ip:${clientIp(c)}`], publicFormLimits.contactPerIp, TOO_MANY_SUBMISSIONS);
  await next();
});

const sendMessage = createApiRoute({
  method: 'post',
  path: '/contact',
  tags: ['Contact'],
  summary: 'Send the Contact page’s message (public; a bearer token links it to the account)',
  middleware: [optionalUser, contactLimit],
  request: { body: jsonBody(contactBodySchema) },
  responses: {
    201: answers(contactReceivedSchema, 'Message received.'),
    422: invalidInput,
    429: fails(`Too many messages from this address (${publicFormLimits.contactPerIp.limit} a minute).`),
  },
});

export function contactRoutes() {
  return openApiRouter().openapi(sendMessage, async (c) => {
    const { db, mailer } = c.var.deps;
    const body = c.req.valid('json');
    const user: AuthUser | undefined = c.var.user;
    const [row] = await db
      .insert(contactMessages)
      .values({ ...body, userId: user?.id ?? null })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    // Line breaks in a subject would start new mail headers.
    const subjectName = body.name.replace(/[\r\n]+/g, ' ');
    await mailer.send(db, {
      to: SUPPORT_INBOX,
      subject: `Contact form #${row.id}: ${subjectName}`,
      body: [
        `From: ${body.name} <${body.email}>`,
        user ? `Account: #${user.id} (${user.email})` : 'Account: not signed in',
        `Received: ${row.createdAt.toISOString()}`,
        '',
        body.message,
      ].join('\n'),
    });
    return ok(c, { id: row.id, created_at: row.createdAt.toISOString() }, "Thank you! We'll be in touch soon.", 201);
  });
}
