import styles from '@/components/account/account.module.scss';
import table from '@/components/ui/table.module.scss';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

export default function OrderHistoryLoading() {
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <h1 className={styles.title}>Order history</h1>
      <VisuallyHidden>Loading your orders…</VisuallyHidden>
      <div className={table.tableWrap} style={{ minHeight: '16rem' }} aria-hidden="true" />
    </div>
  );
}
