// The Contact page's form (spec section 5): stored, and a copy queued to the support inbox.
// Public; a signed-in sender is linked to the message.
import { emailField, requiredText } from '../../../contract/api/fields';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AuthUser } from '../context';
import { optionalUser } from '../auth/middleware';
import { publicFormLimits, TOO_MANY_SUBMISSIONS } from '../account/limits';
import { contactMessages } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { ok } from '../http/envelope';
import { parseBody } from '../http/validate';

const SUPPORT_INBOX = 'support@crafts.ke';
const FILL_ALL = 'Please fill in all fields.';

const contactBody = z.object({
  name: requiredText({ required: FILL_ALL, max: 120, label: 'Name' }),
  email: emailField(FILL_ALL),
  message: requiredText({ required: FILL_ALL, max: 5000, label: 'Message' }),
});

export function contactRoutes() {
  return new Hono<AppEnv>().post('/contact', optionalUser, async (c) => {
    const { db, limiter, mailer } = c.var.deps;
    await limiter.hit([`contact:ip:${clientIp(c)}`], publicFormLimits.contactPerIp, TOO_MANY_SUBMISSIONS);
    const body = await parseBody(c, contactBody);
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
