'use client';
// Notification Settings (spec section 3): the six switches as the API has them (its defaults until
// the buyer saves), saved through PUT /api/notifications/settings. A client module: it hands the
// form its answer's schema and a function, which cannot cross from a server component.
import type { NotificationSettings } from '@/lib/domain/account';
import { handlers, pages } from '@/lib/routing/urls';
import { NOTIFICATION_OPTIONS } from './preference-options';
import { PreferencesForm } from './preferences-form';
import { notificationSettingsSavedAnswer } from '@/lib/http/answers/preferences';

export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  return (
    <PreferencesForm
      legend="How we keep you informed"
      options={NOTIFICATION_OPTIONS}
      initial={settings}
      url={handlers.notificationSettings}
      answer={notificationSettingsSavedAnswer}
      savedOf={(saved) => saved.settings}
      submitLabel="Save settings"
      loginHref={pages.login(pages.notifications)}
    />
  );
}
