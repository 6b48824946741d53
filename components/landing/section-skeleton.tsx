// A section's placeholder while its cached read streams in: a row of card shapes. Without
// JavaScript the list cannot be swapped in, so the placeholder links to where the list lives.
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import styles from './section-skeleton.module.scss';

interface SectionSkeletonProps {
  cards?: number;
  label?: string;
  shape?: 'card' | 'tile';
  /** Where the same list can be seen without JavaScript. */
  fallback: { href: string; label: string };
}

export function SectionSkeleton({ cards = 4, label = 'Loading products…', shape = 'card', fallback }: SectionSkeletonProps) {
  return (
    <div className={styles.skeleton} role="status" data-section-skeleton="">
      <VisuallyHidden>{label}</VisuallyHidden>
      <noscript>
        <style>{'[data-section-skeleton] [data-bones]{display:none}'}</style>
        <p className={styles.noScript}>
          <a href={fallback.href}>{fallback.label}</a>
        </p>
      </noscript>
      <div className={shape === 'tile' ? `${styles.grid} ${styles.tiles}` : styles.grid} aria-hidden="true" data-bones="">
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className={styles.card}>
            <div className={styles.image} />
            <div className={styles.text} />
            {shape === 'card' && <div className={styles.textShort} />}
          </div>
        ))}
      </div>
    </div>
  );
}
