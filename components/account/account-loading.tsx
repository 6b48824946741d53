// While an account list page's data is on its way: the sidebar stays, a quiet placeholder here.
// Each list page's loading.tsx re-exports it; there is none for the whole account group, whose
// boundary would start streaming (HTTP 200) before a detail page (/order/{id}, /support/{id})
// could answer a real 404 for another buyer's record.
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
