import styles from '@/components/cart/cart-page.module.scss';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

export default function CartLoading() {
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <h1 className={styles.title}>Your cart</h1>
      <VisuallyHidden>Loading your cart…</VisuallyHidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonLine} aria-hidden="true" />
      ))}
    </div>
  );
}
