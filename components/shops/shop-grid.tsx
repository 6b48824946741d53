import type { ShopSummary } from '@/lib/domain/catalog';
import { ShopCard } from './shop-card';
import styles from './shop-grid.module.scss';

interface ShopGridProps {
  shops: ShopSummary[];
  /** Names the list for assistive technology, e.g. 'Premium brands'. */
  label: string;
  headingLevel?: 2 | 3;
  /** How many of the first banners to preload (those above the fold). */
  priorityCount?: number;
}

/** Shop cards in a responsive grid: one column on phones up to three on wide screens. */
export function ShopGrid({ shops, label, headingLevel = 2, priorityCount = 0 }: ShopGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {shops.map((shop, index) => (
        <li key={shop.id}>
          <ShopCard shop={shop} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
