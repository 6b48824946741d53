// Verified Creators: a few premium brands and a few individual artisans, drawn from the real shop
// directory (cached), each leading to its shop page. A failed read throws (see product-section.tsx).
import Link from 'next/link';
import { shopHref } from '@/components/product/product-links';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Icon } from '@/components/ui/icon';
import { StarRating } from '@/components/ui/star-rating';
import { getShopList } from '@/lib/catalog/shops';
import type { ShopSummary, ShopType } from '@/lib/domain/catalog';
import { SectionMessage } from './section-message';
import styles from './verified-creators.module.scss';

export const CREATORS_PER_KIND = 3;

const KINDS: { type: ShopType; title: string; badge: string; more: { href: string; label: string } }[] = [
  { type: 'brand', title: 'Premium brands', badge: 'Brand', more: { href: '/seller-gallery/premium-brands', label: 'All premium brands' } },
  {
    type: 'individual',
    title: 'Individual artisans',
    badge: 'Artisan',
    more: { href: '/seller-gallery/individual-artisans', label: 'All individual artisans' },
  },
];

function CreatorCard({ shop, badge }: { shop: ShopSummary; badge: string }) {
  return (
    <article className={styles.card}>
      <div className={styles.banner}>
        <FallbackImage src={shop.banner} alt="" fill sizes="(min-width: 1024px) 360px, 90vw" className={styles.bannerImage} />
        <span className={styles.badge}>
          <Icon name="shield-check" size={14} />
          {badge}
        </span>
      </div>
      <div className={styles.body}>
        <h4 className={styles.name}>
          <Link href={shopHref(shop.slug)} className={styles.link}>
            {shop.name}
          </Link>
        </h4>
        <p className={styles.location}>{shop.location}</p>
        <p className={styles.rating}>
          <StarRating value={shop.rating} size={14} />
          <span aria-hidden="true">{shop.rating.toFixed(1)}</span>
          <span className={styles.years}>
            {shop.yearsOfExperience}+ {shop.yearsOfExperience === 1 ? 'year' : 'years'}
          </span>
        </p>
      </div>
    </article>
  );
}

async function CreatorList({ type, badge }: { type: ShopType; badge: string }) {
  const page = await getShopList({ shopType: type, ratings: 4, sortBy: 'name', perPage: CREATORS_PER_KIND });
  const shops = page.items.slice(0, CREATORS_PER_KIND);
  if (shops.length === 0) return <SectionMessage>No shops here yet.</SectionMessage>;
  return (
    <ul className={styles.list}>
      {shops.map((shop) => (
        <li key={shop.id}>
          <CreatorCard shop={shop} badge={badge} />
        </li>
      ))}
    </ul>
  );
}

export function VerifiedCreators() {
  return (
    <div className={styles.groups}>
      {KINDS.map((kind) => (
        <div key={kind.type} className={styles.group}>
          <div className={styles.groupHeader}>
            <h3 className={styles.groupTitle}>{kind.title}</h3>
            <Link href={kind.more.href} className={styles.more}>
              {kind.more.label}
            </Link>
          </div>
          <CreatorList type={kind.type} badge={kind.badge} />
        </div>
      ))}
    </div>
  );
}
