// What a person chooses to hear from us. The buyer's two switch screens: GET / PUT
// /notifications/settings and GET / PUT /newsletter/preferences, always with the buyer's token,
// never cached (a PUT may send any subset; the API answers every switch as saved). And the public
// newsletter signup (POST /newsletter/subscribe) of the landing and newsletter pages.
import 'server-only';
import { z } from 'zod';
import type { NewsletterChoices, NewsletterPreferences, NotificationSettings } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { newsletterPreferencesSchema as newsletterPreferencesContract } from '@/contract/api/newsletter';
import { type notificationSettingsBodySchema, notificationSettingsSchema as notificationSettingsContract } from '@/contract/api/notifications';
import { publicCall, userCall, type Forwarded } from './client';
import { emptySchema } from '@/contract/api/envelope';

const notificationSettingsSchema = notificationSettingsContract satisfies z.ZodType<NotificationSettings>;

const newsletterPreferencesSchema = newsletterPreferencesContract satisfies z.ZodType<NewsletterPreferences>;

export function getNotificationSettings(token: string) {
  return userCall(token, api.notificationSettings, notificationSettingsSchema);
}

export function saveNotificationSettings(token: string, changes: Partial<NotificationSettings>) {
  return userCall(token, api.notificationSettings, notificationSettingsSchema, {
    method: 'PUT',
    body: changes satisfies z.input<typeof notificationSettingsBodySchema>,
  });
}

export function getNewsletterPreferences(token: string) {
  return userCall(token, api.newsletterPreferences, newsletterPreferencesSchema);
}

export function saveNewsletterPreferences(token: string, changes: Partial<NewsletterChoices>) {
  return userCall(token, api.newsletterPreferences, newsletterPreferencesSchema, { method: 'PUT', body: changes });
}

export function subscribeNewsletter(email: string, { forwardedFor }: Forwarded = {}) {
  return publicCall(api.newsletterSubscribe, emptySchema, { method: 'POST', body: { email }, forwardedFor });
}
