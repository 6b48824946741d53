// The two fixed tiles under the hero (spec section 2): Home Deco and Leather Goods.
import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Icon } from '@/components/ui/icon';
import styles from './feature-tiles.module.scss';

export interface FeatureTile {
  title: string;
  text: string;
  href: string;
  image: string;
}

const FEATURE_TILES: FeatureTile[] = [
  {
    title: 'Home Deco',
    text: 'Woven wall plates, baskets and carved pieces that bring warmth to a room.',
    href: '/marketplace?category=home-deco',
    image: '/media/categories/home-deco.png',
  },
  {
    title: 'Leather Goods',
    text: 'Bags, sandals and belts cut and stitched by hand from full-grain leather.',
    href: '/marketplace?category=leather-goods',
    image: '/media/categories/leather-goods.png',
  },
];

export function FeatureTiles({ tiles = FEATURE_TILES }: { tiles?: FeatureTile[] }) {
  return (
    <ul className={styles.tiles} aria-label="Featured categories">
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Link href={tile.href} className={styles.tile}>
            <span className={styles.media}>
              <FallbackImage src={tile.image} alt="" fill sizes="(min-width: 768px) 160px, 30vw" maxWidth={640} className={styles.image} />
            </span>
            <span className={styles.copy}>
              <span className={styles.title}>
                {tile.title}
                <Icon name="arrow-right" size={18} />
              </span>
              <span className={styles.text}>{tile.text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
