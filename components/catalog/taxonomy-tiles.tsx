'use client';
// Tiles that lead down the category tree: subcategories on a category page, divisions on a
// subcategory page, categories elsewhere. Each is a link with an image and a name.
// A client component although it has no state, so that the page's RSC payload carries the tiles'
// data once instead of their rendered elements (see product-card.tsx); the HTML is server-rendered.
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
              {/* The tile's width in its grid (taxonomy-tiles.module.scss): one column under 368 px, two or more above. */}
              <FallbackImage
                src={tile.image}
                alt=""
                fill
                sizes="(min-width: 768px) 260px, (min-width: 368px) 50vw, 100vw"
                maxWidth={640}
                className={styles.image}
              />
            </span>
            <span className={styles.name}>{tile.name}</span>
            {tile.detail && <span className={styles.detail}>{tile.detail}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
