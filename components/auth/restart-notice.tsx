// Shown when the reset flow cannot go on (no reset cookie, or it expired): start again.
import Link from 'next/link';
import { pages } from '@/lib/routing/urls';
import button from '@/components/ui/button.module.scss';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import styles from './auth-form.module.scss';

export function RestartNotice({ message = AUTH_MESSAGES.flowMissing }: { message?: string }) {
  return (
    <div className={styles.restart}>
      <p>{message}</p>
      <Link href={pages.forgotPassword} className={`${button.button} ${button.primary}`}>
        Request a new code
      </Link>
    </div>
  );
}
