import styles from '@/components/orders/orders.module.scss';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

export default function OrderLoading() {
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <VisuallyHidden>Loading your order…</VisuallyHidden>
      <div className={styles.card} style={{ minHeight: '20rem' }} aria-hidden="true" />
    </div>
  );
}
