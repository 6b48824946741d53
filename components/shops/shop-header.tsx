// The top of a shop's page (spec section 2): banner, then a card with the shop's logo when it has
// one (issue 32, point 6), the name, the 'Premium Brand' (or Artisan) badge, location, rating with
// its review count, description, years of experience, the verified mark (only for a shop an admin
// verified, issue 33) and the Contact button.
// A server component; only the dialog is a client island.
import { FallbackImage } from '@/components/ui/fallback-image';
import { Icon } from '@/components/ui/icon';
import type { ShopDetail } from '@/lib/domain/catalog';
import { formatCount, PRODUCT_NOUN } from '@/lib/format/count';
import { ContactShopDialog } from './contact-shop-dialog';

import { telHref } from './sellers-hub';
import { ShopRating } from './shop-rating';
import styles from './shop-header.module.scss';

/** What the page calls the shop: brands and artisans are labelled differently. */
function shopWording(type: ShopDetail['type']) {
  return type === 'brand'
    ? { badge: 'Premium Brand', verified: 'Verified Brand', contact: 'Contact Brand' }
    : { badge: 'Artisan', verified: 'Verified Artisan', contact: 'Contact Artisan' };
}

function formatExperience(years: number): string {
  if (!Number.isFinite(years) || years < 1) return 'New Seller: in the first year of selling';
  const whole = Math.floor(years);
  return `${whole} ${whole === 1 ? 'year' : 'years'} of experience`;
}

export function ShopHeader({ shop }: { shop: ShopDetail }) {
  const words = shopWording(shop.type);
  return (
    <>
      <div className={styles.banner}>
        <FallbackImage src={shop.banner} alt="" fill priority sizes="(min-width: 1200px) 1200px, 100vw" className={styles.bannerImage} />
      </div>
      <section className={styles.card} aria-labelledby="shop-name">
        <div className={styles.identity}>
          {shop.logo ? (
            <div className={styles.logo}>
              <FallbackImage src={shop.logo} alt={`${shop.name} logo`} fill sizes="96px" maxWidth={256} />
            </div>
          ) : null}
          <span className={styles.badge}>{words.badge}</span>
          <h1 id="shop-name" className={styles.name}>
            {shop.name}
          </h1>
          <p className={styles.location}>{shop.location}</p>
          <ShopRating
            rating={shop.rating}
            reviews={shop.reviews}
            starSize={18}
            classes={{ rating: styles.rating, ratingValue: styles.ratingValue, muted: styles.muted }}
          />
        </div>
        <p className={styles.description}>{shop.description}</p>
        <ul className={styles.facts}>
          <li>{formatExperience(shop.yearsOfExperience)}</li>
          <li>{formatCount(shop.activeProducts, PRODUCT_NOUN)} in stock</li>
          {shop.verified ? (
            <li className={styles.verified}>
              <Icon name="shield-check" size={18} />
              {words.verified}
            </li>
          ) : null}
        </ul>
        <div className={styles.actions}>
          <ContactShopDialog shopName={shop.name} email={shop.email} phone={shop.phone} label={words.contact} />
          {/* Without JavaScript the dialog cannot open: the contact details are shown instead. */}
          <noscript>
            <p className={styles.noscript}>
              {shop.email && (
                <>
                  Email <a href={`mailto:${shop.email}`}>{shop.email}</a>{' '}
                </>
              )}
              {shop.phone && (
                <>
                  Phone <a href={telHref(shop.phone)}>{shop.phone}</a>
                </>
              )}
            </p>
          </noscript>
        </div>
      </section>
    </>
  );
}
