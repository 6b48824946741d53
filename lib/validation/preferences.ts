// The two switch screens (spec section 3): Notification Settings' six and Newsletter Preferences'
// four (their defaults are the API's, until saved), and the checks PUT /api/notifications/settings and
// PUT /api/newsletter/preferences make before the API does, in the API's own words. The screens
// send every switch each time; any subset is accepted, as at the API.
import { z } from './zod';

const NOTIFICATION_SETTING_NAMES = ['orderUpdates', 'promotions', 'newsletter', 'reviewReminders', 'smsAlerts', 'pushNotifications'] as const;
const NEWSLETTER_CHOICE_NAMES = ['marketing', 'product', 'events', 'unsubscribe'] as const;

export const PREFERENCE_MESSAGES = {
  signIn: 'Please log in to manage your preferences.',
  notificationsSaved: 'Notification settings saved.',
  notificationsFailed: 'Failed to save notification settings.',
  notificationsLoadFailed: 'Failed to load notification settings.',
  newsletterSaved: 'Preferences saved.',
  newsletterFailed: 'Failed to save newsletter preferences.',
  newsletterLoadFailed: 'Failed to load newsletter preferences.',
} as const;

/** '{name} must be true or false.', as the API says it. */
const notBoolean = (name: string) => `${name} must be true or false.`;

/** A strict object of optional true/false switches: another value or an unknown name is a 422. */
function switchesSchema<N extends string>(names: readonly N[], kind: 'setting' | 'preference') {
  const shape = Object.fromEntries(names.map((name) => [name, z.boolean({ error: notBoolean(name) }).optional()])) as Record<N, z.ZodOptional<z.ZodBoolean>>;
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown ${kind}: ${issue.keys.join(', ')}` : undefined),
  });
}

export const notificationSettingsSchema = switchesSchema(NOTIFICATION_SETTING_NAMES, 'setting');
export const newsletterChoicesSchema = switchesSchema(NEWSLETTER_CHOICE_NAMES, 'preference');
