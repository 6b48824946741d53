// While an account page's data is on its way: the sidebar stays, a quiet placeholder here.
import styles from '@/components/account/account.module.scss';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

export default function AccountLoading() {
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <VisuallyHidden>Loading…</VisuallyHidden>
      <div className={styles.card} style={{ minHeight: '16rem' }} aria-hidden="true" />
    </div>
  );
}
