// A shop in the galleries and on the hub (spec section 2): banner, Brand or Artisan badge, rating,
// location, description, product count, 'n+ years' and a Visit Shop link. A server component.
import Link from 'next/link';
import button from '@/components/ui/button.module.scss';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { ShopSummary } from '@/lib/domain/catalog';
import { formatCount, formatYears, PRODUCT_NOUN } from '@/lib/format/count';
import { pages } from '@/lib/routing/urls';
import { GALLERIES } from './sellers-hub';
import { ShopRating } from './shop-rating';
import styles from './shop-card.module.scss';

interface ShopCardProps {
  shop: ShopSummary;
  headingLevel?: 2 | 3;
  /** Preload the banner (the first cards above the fold). */
  priority?: boolean;
}

export function ShopCard({ shop, headingLevel = 2, priority = false }: ShopCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.banner}>
        <FallbackImage
          src={shop.banner}
          alt=""
          fill
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 92vw"
          maxWidth={828}
          priority={priority}
          className={styles.bannerImage}
        />
        <span className={styles.badge}>{GALLERIES[shop.type].badge}</span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{shop.name}</Heading>
        <p className={styles.location}>{shop.location}</p>
        <ShopRating
          rating={shop.rating}
          reviews={shop.reviews}
          starSize={14}
          classes={{ rating: styles.rating, ratingValue: styles.ratingValue, muted: styles.muted }}
        />
        <p className={styles.description}>{shop.description}</p>
        <ul className={styles.facts}>
          <li>{formatCount(shop.activeProducts, PRODUCT_NOUN)}</li>
          <li>{formatYears(shop.yearsOfExperience)}</li>
        </ul>
        {/* Named after the shop: a page of cards is otherwise a list of identical 'Visit Shop' links. */}
        <Link
          href={pages.shop(shop.slug)}
          aria-label={`Visit Shop: ${shop.name}`}
          className={`${button.button} ${button.secondary} ${button.small} ${styles.visit}`}
        >
          Visit Shop
        </Link>
      </div>
    </article>
  );
}
