// Notification Settings (spec section 2): six switches, read from the API (its defaults until the
// buyer saves) and saved through PUT /api/notifications/settings.
import type { Metadata } from 'next';
import { NotificationSettingsForm } from '@/components/preferences/notification-settings-form';
import styles from '@/components/account/account.module.scss';
import { accountSession, readOrEnd } from '@/lib/account/load';
import { PREFERENCE_MESSAGES } from '@/lib/messages/catalogue';
import { getNotificationSettings } from '@/lib/upstream/preferences';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Notification Settings', robots: { index: false } };

export default async function NotificationsPage() {
  const session = await accountSession(pages.notifications);
  const settings = readOrEnd(await getNotificationSettings(session.accessToken), pages.notifications);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Notification Settings</h1>
        <p className={styles.lead}>Choose what we tell you about, and how. Changes apply once saved.</p>
      </header>
      {settings ? (
        <div className={styles.narrow}>
          <NotificationSettingsForm settings={settings} />
        </div>
      ) : (
        <p className={styles.problem} role="alert">
          {PREFERENCE_MESSAGES.notificationsLoadFailed}
        </p>
      )}
    </div>
  );
}
