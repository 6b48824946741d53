// Notification Settings (spec section 3): the six switches as the API has them (its defaults until
// the buyer saves), saved through PUT /api/notifications/settings.
import type { NotificationSettings } from '@/lib/domain/account';
import { NOTIFICATION_OPTIONS, NOTIFICATIONS_LOGIN_HREF } from './preference-options';
import { PreferencesForm } from './preferences-form';

const NOTIFICATION_SETTINGS_URL = '/api/notifications/settings';

export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  return (
    <PreferencesForm
      legend="How we keep you informed"
      options={NOTIFICATION_OPTIONS}
      initial={settings}
      url={NOTIFICATION_SETTINGS_URL}
      answerKey="settings"
      submitLabel="Save settings"
      loginHref={NOTIFICATIONS_LOGIN_HREF}
    />
  );
}
