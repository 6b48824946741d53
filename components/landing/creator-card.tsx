'use client';
// One Verified Creator: the shop's banner, its kind, name, place, rating and years of work, leading
// to the shop. A client component although it has no state (like the product card): a server
// component's rendered tree goes into the page's RSC payload element by element, a client
// component's only as its props. The HTML is server-rendered either way.
import Link from 'next/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Icon } from '@/components/ui/icon';
import { StarRating } from '@/components/ui/star-rating';
import type { CreatorCardShop } from '@/lib/domain/catalog';
import { formatYears } from '@/lib/format/count';
import { formatRating } from '@/lib/format/rating';
import { pages } from '@/lib/routing/urls';
import styles from './verified-creators.module.scss';

export function CreatorCard({ shop, badge }: { shop: CreatorCardShop; badge: string }) {
  return (
    <article className={styles.card}>
      <div className={styles.banner}>
        <FallbackImage src={shop.banner} alt="" fill sizes="(min-width: 1024px) 360px, 90vw" maxWidth={828} className={styles.bannerImage} />
        <span className={styles.badge}>
          <Icon name="shield-check" size={14} />
          {badge}
        </span>
      </div>
      <div className={styles.body}>
        <h4 className={styles.name}>
          <Link href={pages.shop(shop.slug)} className={styles.link}>
            {shop.name}
          </Link>
        </h4>
        <p className={styles.location}>{shop.location}</p>
        <p className={styles.rating}>
          <StarRating value={shop.rating} size={14} />
          <span aria-hidden="true">{formatRating(shop.rating)}</span>
          <span className={styles.years}>{formatYears(shop.yearsOfExperience)}</span>
        </p>
      </div>
    </article>
  );
}
