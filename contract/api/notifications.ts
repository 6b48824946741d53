// The buyer's notification settings (spec section 3): six switches, in the spec's camelCase names.
import { z } from 'zod';

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
