// The buyer's notification settings (spec section 3): six switches, in the spec's camelCase names.
import { z } from 'zod';
import { booleanField } from './fields';

export const notificationSettingsSchema = z
  .object({
    orderUpdates: z.boolean(),
    promotions: z.boolean(),
    newsletter: z.boolean(),
    reviewReminders: z.boolean(),
    smsAlerts: z.boolean(),
    pushNotifications: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });

// Requests.

/** The six switches, in the spec's names. */
export const NOTIFICATION_SETTING_NAMES = ['orderUpdates', 'promotions', 'newsletter', 'reviewReminders', 'smsAlerts', 'pushNotifications'] as const;
export type NotificationSettingName = (typeof NOTIFICATION_SETTING_NAMES)[number];

/** PUT /notifications/settings: any subset of the switches, each true or false; an unknown name is refused. */
export const notificationSettingsBodySchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_SETTING_NAMES.map((name) => [name, booleanField(name).optional()])) as Record<
    NotificationSettingName,
    z.ZodOptional<z.ZodBoolean>
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown setting: ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type'
          ? 'Please send the settings as an object of true or false values.'
          : undefined,
  },
);
