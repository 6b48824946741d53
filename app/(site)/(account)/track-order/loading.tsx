import styles from '@/components/account/account.module.scss';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

export default function TrackOrderLoading() {
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <h1 className={styles.title}>Track order</h1>
      <VisuallyHidden>Looking up your order…</VisuallyHidden>
    </div>
  );
}
