// Notification settings and newsletter preferences.
import * as z from 'zod/mini';
import type { NewsletterPreferences, NotificationSettings } from '@/lib/domain/account';

const notificationSettings = z.object({
  orderUpdates: z.boolean(),
  promotions: z.boolean(),
  newsletter: z.boolean(),
  reviewReminders: z.boolean(),
  smsAlerts: z.boolean(),
  pushNotifications: z.boolean(),
}) satisfies z.ZodMiniType<NotificationSettings>;

const newsletterPreferences = z.object({
  email: z.string(),
  subscribed: z.boolean(),
  marketing: z.boolean(),
  product: z.boolean(),
  events: z.boolean(),
  unsubscribe: z.boolean(),
}) satisfies z.ZodMiniType<NewsletterPreferences>;

/** GET /api/notifications/settings. */
export const notificationSettingsAnswer = z.object({ settings: notificationSettings });

/** PUT /api/notifications/settings. */
export const notificationSettingsSavedAnswer = z.object({ message: z.string(), settings: notificationSettings });

/** GET /api/newsletter/preferences. */
export const newsletterPreferencesAnswer = z.object({ preferences: newsletterPreferences });

/** PUT /api/newsletter/preferences. */
export const newsletterPreferencesSavedAnswer = z.object({ message: z.string(), preferences: newsletterPreferences });
