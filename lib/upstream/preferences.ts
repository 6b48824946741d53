// The buyer's two switch screens: GET / PUT /notifications/settings and GET / PUT
// /newsletter/preferences. Always with the buyer's token, never cached. A PUT may send any subset;
// the API answers every switch as saved.
import 'server-only';
import { z } from 'zod';
import type { NewsletterChoices, NewsletterPreferences, NotificationSettings } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { notificationSettingsSchema as notificationSettingsContract } from '@/contract/api/notifications';
import { userCall } from './client';

const notificationSettingsSchema = notificationSettingsContract satisfies z.ZodType<NotificationSettings>;

const newsletterPreferencesSchema = z.object({
  email: z.string(),
  subscribed: z.boolean(),
  marketing: z.boolean(),
  product: z.boolean(),
  events: z.boolean(),
  unsubscribe: z.boolean(),
}) satisfies z.ZodType<NewsletterPreferences>;

export function getNotificationSettings(token: string) {
  return userCall(token, api.notificationSettings, notificationSettingsSchema);
}

export function saveNotificationSettings(token: string, changes: Partial<NotificationSettings>) {
  return userCall(token, api.notificationSettings, notificationSettingsSchema, { method: 'PUT', body: changes });
}

export function getNewsletterPreferences(token: string) {
  return userCall(token, api.newsletterPreferences, newsletterPreferencesSchema);
}

export function saveNewsletterPreferences(token: string, changes: Partial<NewsletterChoices>) {
  return userCall(token, api.newsletterPreferences, newsletterPreferencesSchema, { method: 'PUT', body: changes });
}
