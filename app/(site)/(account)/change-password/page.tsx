// Change Password: the form; the session is checked by the layout and again by the handler.
import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import styles from '@/components/account/account.module.scss';
import { accountSession } from '@/lib/account/load';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Change Password', robots: { index: false } };

export default async function ChangePasswordPage() {
  await accountSession(pages.changePassword);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Change Password</h1>
        <p className={styles.lead}>Changing it signs you out everywhere else; you stay signed in here.</p>
      </header>
      <ChangePasswordForm />
    </div>
  );
}
