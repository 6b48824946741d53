// The buyer's Notification Settings (spec section 3): GET answers the six switches (the spec's
// defaults until saved), PUT {orderUpdates?, promotions?, ...} saves any of them and answers all six.
import { notificationSettingsAnswer, notificationSettingsSavedAnswer } from '@/lib/http/answers/preferences';
import { route, upstreamFailure } from '@/lib/http/handler';
import { notificationSettingsBodySchema } from '@/contract/api/notifications';
import { PREFERENCE_MESSAGES } from '@/lib/messages/catalogue';
import { getNotificationSettings, saveNotificationSettings } from '@/lib/upstream/preferences';

export const GET = route({
  answer: notificationSettingsAnswer,
  auth: true,
  signInMessage: PREFERENCE_MESSAGES.signIn,
  async handle({ session, reply }) {
    const result = await getNotificationSettings(session.accessToken);
    if (!result.ok) return upstreamFailure(result.error, PREFERENCE_MESSAGES.notificationsLoadFailed);
    return reply({ settings: result.data });
  },
});

export const PUT = route({
  answer: notificationSettingsSavedAnswer,
  auth: true,
  signInMessage: PREFERENCE_MESSAGES.signIn,
  body: notificationSettingsBodySchema,
  async handle({ session, body, reply }) {
    const result = await saveNotificationSettings(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, PREFERENCE_MESSAGES.notificationsFailed);
    return reply({ message: PREFERENCE_MESSAGES.notificationsSaved, settings: result.data });
  },
});
