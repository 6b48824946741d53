// A few well-rated shops of one kind on the hub, with a link to the whole gallery. The query is the
// landing page's Verified Creators one, so both share one cached read. A failed read throws: the
// section's error.tsx shows 'Failed to load shops'.
import Link from 'next/link';
import page from '@/components/catalog/catalogue-page.module.scss';
import { getShopList } from '@/lib/catalog/shops';
import type { ShopType } from '@/lib/domain/catalog';
import { ShopGrid } from './shop-grid';
import { GALLERIES } from './sellers-hub';

const FEATURED_SHOPS = 3;

export async function FeaturedShops({ kind }: { kind: ShopType }) {
  const gallery = GALLERIES[kind];
  const list = await getShopList({ shopType: kind, ratings: 4, sortBy: 'name', perPage: FEATURED_SHOPS });
  const headingId = `featured-${kind}-heading`;
  if (list.items.length === 0) return null;
  return (
    <section className={page.section} aria-labelledby={headingId}>
      <div className={page.sectionHeader}>
        <h2 id={headingId} className={page.sectionTitle}>
          Featured {gallery.title.toLowerCase()}
        </h2>
        <Link href={gallery.path} className={page.moreLink}>
          All {gallery.title.toLowerCase()}
        </Link>
      </div>
      <ShopGrid shops={list.items.slice(0, FEATURED_SHOPS)} label={`Featured ${gallery.title.toLowerCase()}`} headingLevel={3} />
    </section>
  );
}
