// Notification settings (spec section 3): six switches, answered in the spec's camelCase names.
// A buyer who never saved any gets the spec's defaults; PUT may change any subset of them.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { requireUser } from '../auth/middleware';
import { booleanField } from '../account/fields';
import { notificationSettings } from '../db/schema';
import { ok } from '../http/envelope';
import { parseBody } from '../http/validate';

const DEFAULT_NOTIFICATION_SETTINGS = {
  orderUpdates: true,
  promotions: true,
  newsletter: false,
  reviewReminders: true,
  smsAlerts: false,
  pushNotifications: false,
};

type SettingName = keyof typeof DEFAULT_NOTIFICATION_SETTINGS;
const SETTING_NAMES = Object.keys(DEFAULT_NOTIFICATION_SETTINGS) as SettingName[];

const settingsBody = z.strictObject(
  Object.fromEntries(SETTING_NAMES.map((name) => [name, booleanField(name).optional()])) as Record<SettingName, z.ZodOptional<z.ZodBoolean>>,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown setting: ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type'
          ? 'Please send the settings as an object of true or false values.'
          : undefined,
  },
);

type SettingsRow = typeof notificationSettings.$inferSelect;

function toSettingsJson(row: SettingsRow | undefined) {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return Object.fromEntries(SETTING_NAMES.map((name) => [name, row[name]])) as Record<SettingName, boolean>;
}

export function notificationRoutes() {
  return new Hono<AppEnv>()
    .get('/notifications/settings', requireUser, async (c) => {
      const [row] = await c.var.deps.db.select().from(notificationSettings).where(eq(notificationSettings.userId, c.var.user.id));
      return ok(c, toSettingsJson(row));
    })

    .put('/notifications/settings', requireUser, async (c) => {
      const body = await parseBody(c, settingsBody);
      const userId = c.var.user.id;
      const [row] = await c.var.deps.db
        .insert(notificationSettings)
        .values({ ...DEFAULT_NOTIFICATION_SETTINGS, ...body, userId })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...body, updatedAt: new Date() } })
        .returning();
      return ok(c, toSettingsJson(row), 'Notification settings saved.');
    });
}
