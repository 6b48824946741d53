// Tiles that lead down the category tree: subcategories on a category page, divisions on a
// subcategory page, categories elsewhere. Each is a link with an image and a name.
import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import styles from './taxonomy-tiles.module.scss';

export interface TaxonomyTile {
  id: number;
  name: string;
  href: string;
  image: string | null;
  /** A short line under the name, e.g. '273 products'. */
  detail?: string;
}

interface TaxonomyTilesProps {
  tiles: TaxonomyTile[];
  label: string;
}

export function TaxonomyTiles({ tiles, label }: TaxonomyTilesProps) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link href={tile.href} className={styles.tile}>
            <span className={styles.media}>
              <FallbackImage src={tile.image} alt="" fill sizes="(min-width: 768px) 220px, 45vw" className={styles.image} />
            </span>
            <span className={styles.name}>{tile.name}</span>
            {tile.detail && <span className={styles.detail}>{tile.detail}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
