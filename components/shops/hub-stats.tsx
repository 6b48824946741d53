// The Sellers Hub's figures (spec section 2: individuals and brands, from GET /shops/stats). When
// they cannot be read the hub still shows, with the spec's 'Failed to load stats' in their place.
import type { ShopStats } from '@/lib/domain/catalog';
import { formatNumber } from '@/lib/format/count';
import { CATALOGUE_MESSAGES } from '@/lib/messages/catalogue';
import styles from './hub-stats.module.scss';

export function HubStats({ stats }: { stats: ShopStats | null }) {
  if (!stats) {
    return (
      <p className={styles.failed} role="status">
        {CATALOGUE_MESSAGES.statsFailed}
      </p>
    );
  }
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt>Individual artisans</dt>
        <dd>{formatNumber(stats.individuals)}</dd>
      </div>
      <div className={styles.stat}>
        <dt>Premium brands</dt>
        <dd>{formatNumber(stats.brands)}</dd>
      </div>
    </dl>
  );
}
