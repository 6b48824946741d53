// Newsletter signup (public) and the signed-in buyer's newsletter preferences (spec section 3).
// One row per e-mail address (case-insensitive); preferences belong to the account's e-mail.
import { createMiddleware } from 'hono/factory';
import { sql } from 'drizzle-orm';
import {
  newsletterPreferencesBodySchema,
  newsletterPreferencesSchema,
  newsletterSubscribeBodySchema,
  newsletterSubscribedSchema,
} from '../../../contract/api/newsletter';
import type { AppEnv, AuthUser } from '../context';
import { optionalUser, requireUser } from '../auth/middleware';
import { publicFormLimits, TOO_MANY_SUBMISSIONS } from '../account/limits';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

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

/** Counted before the body is read, so a flood of bad bodies is limited too. */
const subscribeLimit = createMiddleware<AppEnv>(async (c, next) => {
  await c.var.deps.limiter.hit([`newsletter:ip:${clientIp(c)}`], publicFormLimits.newsletterPerIp, TOO_MANY_SUBMISSIONS);
  await next();
});

const tags = ['Newsletter'];

const subscribe = createApiRoute({
  method: 'post',
  path: '/newsletter/subscribe',
  tags,
  summary: 'Subscribe an address (public; a bearer token links it to the account)',
  middleware: [optionalUser, subscribeLimit],
  request: { body: jsonBody(newsletterSubscribeBodySchema) },
  responses: {
    200: answers(newsletterSubscribedSchema, 'Subscribed (the same answer when the address already was).'),
    422: invalidInput,
    429: fails(`Too many signups from this address (${publicFormLimits.newsletterPerIp.limit} a minute).`),
  },
});

const getPreferences = createApiRoute({
  method: 'get',
  path: '/newsletter/preferences',
  tags,
  summary: "The account e-mail's newsletter preferences (the spec's defaults until saved)",
  middleware: requireUser,
  ...SIGNED_IN,
  responses: { 200: answers(newsletterPreferencesSchema, 'The preferences.'), 401: unauthenticated },
});

const savePreferences = createApiRoute({
  method: 'put',
  path: '/newsletter/preferences',
  tags,
  summary: 'Change any of the four preferences (the others keep their value)',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { body: jsonBody(newsletterPreferencesBodySchema) },
  responses: { 200: answers(newsletterPreferencesSchema, 'Preferences saved.'), 401: unauthenticated, 422: invalidInput },
});

export function newsletterRoutes() {
  return openApiRouter()
    .openapi(subscribe, async (c) => {
      const { email } = c.req.valid('json');
      const user: AuthUser | undefined = c.var.user;
      await upsertSubscription(
        c.var.deps.db,
        { email, userId: user?.id ?? null },
        // Re-subscribing lifts an earlier unsubscribe; a known account is linked, never unlinked.
        { unsubscribe: false, ...(user ? { userId: user.id } : {}) },
      );
      // The same answer whether or not the address was already on the list, so it reveals nothing.
      return ok(c, { email, subscribed: true as const }, 'Thank you for subscribing!');
    })

    .openapi(getPreferences, async (c) => {
      const { email } = c.var.user;
      const [row] = await c.var.deps.db.select().from(newsletterSubscriptions).where(byEmail(email));
      return ok(c, toPreferencesJson(email, row));
    })

    .openapi(savePreferences, async (c) => {
      const body = c.req.valid('json');
      const { email, id: userId } = c.var.user;
      const row = await upsertSubscription(c.var.deps.db, { ...DEFAULT_PREFERENCES, ...body, email: email.toLowerCase(), userId }, { ...body, userId });
      return ok(c, toPreferencesJson(email, row), 'Preferences saved.');
    });
}
