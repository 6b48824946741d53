// The two switch screens (spec section 3): Notification Settings' six and Newsletter Preferences'
// four (their defaults are the API's, until saved), and the checks PUT /api/notifications/settings and
// PUT /api/newsletter/preferences make before the API does, in the API's own words. The screens
// send every switch each time; any subset is accepted, as at the API.
import { PREFERENCE_MESSAGES } from '@/lib/messages/catalogue';
import { z } from './zod';

const NOTIFICATION_SETTING_NAMES = ['orderUpdates', 'promotions', 'newsletter', 'reviewReminders', 'smsAlerts', 'pushNotifications'] as const;
const NEWSLETTER_CHOICE_NAMES = ['marketing', 'product', 'events', 'unsubscribe'] as const;

/** A strict object of optional true/false switches: another value or an unknown name is a 422. */
function switchesSchema<N extends string>(names: readonly N[], kind: 'setting' | 'preference') {
  const shape = Object.fromEntries(names.map((name) => [name, z.boolean({ error: PREFERENCE_MESSAGES.notBoolean(name) }).optional()])) as Record<
    N,
    z.ZodOptional<z.ZodBoolean>
  >;
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? PREFERENCE_MESSAGES.unknown(kind, issue.keys.join(', ')) : undefined),
  });
}

export const notificationSettingsSchema = switchesSchema(NOTIFICATION_SETTING_NAMES, 'setting');
export const newsletterChoicesSchema = switchesSchema(NEWSLETTER_CHOICE_NAMES, 'preference');
