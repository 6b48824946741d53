// Notification settings (spec section 3): six switches, answered in the spec's camelCase names.
// A buyer who never saved any gets the spec's defaults; PUT may change any subset of them.
import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_SETTING_NAMES,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  type NotificationSettingName,
} from '../../../contract/api/notifications';
import { requireUser } from '../auth/middleware';
import { notificationSettings } from '../db/schema';
import { ok } from '../http/envelope';
import { answers, createApiRoute, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const DEFAULT_NOTIFICATION_SETTINGS: Record<NotificationSettingName, boolean> = {
  orderUpdates: true,
  promotions: true,
  newsletter: false,
  reviewReminders: true,
  smsAlerts: false,
  pushNotifications: false,
};

type SettingsRow = typeof notificationSettings.$inferSelect;

function toSettingsJson(row: SettingsRow | undefined) {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return Object.fromEntries(NOTIFICATION_SETTING_NAMES.map((name) => [name, row[name]])) as Record<NotificationSettingName, boolean>;
}

const tags = ['Notifications'];

const getSettings = createApiRoute({
  method: 'get',
  path: '/notifications/settings',
  tags,
  summary: "The buyer's notification settings (the spec's defaults until saved)",
  middleware: requireUser,
  ...SIGNED_IN,
  responses: { 200: answers(notificationSettingsSchema, 'The six switches.'), 401: unauthenticated },
});

const saveSettings = createApiRoute({
  method: 'put',
  path: '/notifications/settings',
  tags,
  summary: 'Change any subset of the notification settings',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { body: jsonBody(notificationSettingsBodySchema) },
  responses: { 200: answers(notificationSettingsSchema, 'Notification settings saved.'), 401: unauthenticated, 422: invalidInput },
});

export function notificationRoutes() {
  return openApiRouter()
    .openapi(getSettings, async (c) => {
      const [row] = await c.var.deps.db.select().from(notificationSettings).where(eq(notificationSettings.userId, c.var.user.id));
      return ok(c, toSettingsJson(row));
    })

    .openapi(saveSettings, async (c) => {
      const body = c.req.valid('json');
      const userId = c.var.user.id;
      const [row] = await c.var.deps.db
        .insert(notificationSettings)
        .values({ ...DEFAULT_NOTIFICATION_SETTINGS, ...body, userId })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...body, updatedAt: new Date() } })
        .returning();
      return ok(c, toSettingsJson(row), 'Notification settings saved.');
    });
}
