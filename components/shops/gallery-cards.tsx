// The hub's two ways in (spec section 2): a card for the premium brands and one for the individual
// artisans, each a link to its gallery.
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { ShopStats } from '@/lib/domain/catalog';
import { formatCount } from '@/lib/format/count';
import { GALLERIES } from './sellers-hub';
import styles from './gallery-cards.module.scss';

const CARDS = [
  { gallery: GALLERIES.brand, count: (s: ShopStats) => s.brands },
  { gallery: GALLERIES.individual, count: (s: ShopStats) => s.individuals },
];

export function GalleryCards({ stats }: { stats: ShopStats | null }) {
  return (
    <ul className={styles.cards}>
      {CARDS.map(({ gallery, count }) => (
        <li key={gallery.kind}>
          <article className={styles.card}>
            <h2 className={styles.title}>
              <Link href={gallery.path} className={styles.link}>
                {gallery.title}
              </Link>
            </h2>
            <p className={styles.intro}>{gallery.intro}</p>
            <p className={styles.more} aria-hidden="true">
              {stats ? `Browse ${formatCount(count(stats), gallery)}` : `Browse ${gallery.many}`}
              <Icon name="arrow-right" size={18} />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
