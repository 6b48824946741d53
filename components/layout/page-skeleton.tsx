import { VisuallyHidden } from '@/components/ui/visually-hidden';
import styles from './page-skeleton.module.scss';

/** A light placeholder while a page streams in: a heading bar and a grid of cards. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <VisuallyHidden>Loading…</VisuallyHidden>
      <div className={styles.heading} aria-hidden="true" />
      <div className={styles.line} aria-hidden="true" />
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={styles.card}>
            <div className={styles.image} />
            <div className={styles.text} />
            <div className={styles.textShort} />
          </div>
        ))}
      </div>
    </div>
  );
}
