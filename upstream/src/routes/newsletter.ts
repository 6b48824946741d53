// Newsletter signup (public) and the signed-in buyer's newsletter preferences (spec section 3).
// One row per e-mail address (case-insensitive); preferences belong to the account's e-mail.
import { booleanField, emailField } from '../../../contract/api/fields';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv, AuthUser } from '../context';
import { optionalUser, requireUser } from '../auth/middleware';
import { publicFormLimits, TOO_MANY_SUBMISSIONS } from '../account/limits';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { ok } from '../http/envelope';
import { parseBody } from '../http/validate';

const subscribeBody = z.object({ email: emailField('Please enter your email address.') });

const preferencesBody = z.strictObject(
  {
    marketing: booleanField('marketing').optional(),
    product: booleanField('product').optional(),
    events: booleanField('events').optional(),
    unsubscribe: booleanField('unsubscribe').optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown preference: ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type'
          ? 'Please send the preferences as an object of true or false values.'
          : undefined,
  },
);

/** The spec's defaults, for an address that has never subscribed. */
const DEFAULT_PREFERENCES = { marketing: true, product: true, events: false, unsubscribe: false };

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

function toPreferencesJson(email: string, row: SubscriptionRow | undefined) {
  const prefs = row ? { marketing: row.marketing, product: row.product, events: row.events, unsubscribe: row.unsubscribe } : DEFAULT_PREFERENCES;
  return { email, subscribed: Boolean(row && !row.unsubscribe), ...prefs };
}

const byEmail = (email: string) => sql`lower(${newsletterSubscriptions.email}) = lower(${email})`;

/**
 * Inserts the subscription for `values.email`, or applies `changes` to the existing one. (The
 * unique index is on lower(email), which drizzle cannot name as a conflict target, hence two steps.)
 */
async function upsertSubscription(
  db: Database,
  values: typeof newsletterSubscriptions.$inferInsert,
  changes: Partial<typeof newsletterSubscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [inserted] = await db.insert(newsletterSubscriptions).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [updated] = await db
    .update(newsletterSubscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(byEmail(values.email))
    .returning();
  return updated;
}

export function newsletterRoutes() {
  return new Hono<AppEnv>()
    .post('/newsletter/subscribe', optionalUser, async (c) => {
      const { db, limiter } = c.var.deps;
      await limiter.hit([`newsletter:ip:${clientIp(c)}`], publicFormLimits.newsletterPerIp, TOO_MANY_SUBMISSIONS);
      const { email } = await parseBody(c, subscribeBody);
      const user: AuthUser | undefined = c.var.user;
      await upsertSubscription(
        db,
        { email, userId: user?.id ?? null },
        // Re-subscribing lifts an earlier unsubscribe; a known account is linked, never unlinked.
        { unsubscribe: false, ...(user ? { userId: user.id } : {}) },
      );
      // The same answer whether or not the address was already on the list, so it reveals nothing.
      return ok(c, { email, subscribed: true }, 'Thank you for subscribing!');
    })

    .get('/newsletter/preferences', requireUser, async (c) => {
      const { email } = c.var.user;
      const [row] = await c.var.deps.db.select().from(newsletterSubscriptions).where(byEmail(email));
      return ok(c, toPreferencesJson(email, row));
    })

    .put('/newsletter/preferences', requireUser, async (c) => {
      const body = await parseBody(c, preferencesBody);
      const { email, id: userId } = c.var.user;
      const row = await upsertSubscription(c.var.deps.db, { ...DEFAULT_PREFERENCES, ...body, email: email.toLowerCase(), userId }, { ...body, userId });
      return ok(c, toPreferencesJson(email, row), 'Preferences saved.');
    });
}
