// The shareable authenticity check's success view (/verify/{serial}): the Authentic Product banner
// and every fact the header's Verify dialog shows, rendered on the server, so it works without
// JavaScript and can be linked to from a QR code.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Icon } from '@/components/ui/icon';
import { StarRating } from '@/components/ui/star-rating';
import button from '@/components/ui/button.module.scss';
import type { Verification } from '@/components/layout/verify-dialog';
import { formatDate } from './format-date';
import { shopHref } from './product-links';
import styles from './verification-details.module.scss';

export function VerificationDetails({ verification }: { verification: Verification }) {
  const { product } = verification;
  const { shop } = product;
  const image = product.images[0];
  const facts: [string, ReactNode][] = [
    ['Master Artisan', shop.shop_name],
    ['Category', product.category.name],
    ['Subcategory', product.division.subcategory.name],
    ['Division', product.division.name],
    ['Origin', product.origin || 'Not recorded'],
    ['Date verified', formatDate(product.verifiedAt ?? verification.verification_date)],
    ['Artisan country', shop.country],
    [
      'Artisan rating',
      <span key="rating" className={styles.rating}>
        <StarRating value={shop.rating_average} />
        <span aria-hidden="true">{shop.rating_average.toFixed(1)}</span>
      </span>,
    ],
  ];

  return (
    <div className={styles.result}>
      <p className={styles.banner}>
        <Icon name="check" size={24} className={styles.bannerIcon} />
        <span>
          <strong className={styles.bannerTitle}>Authentic Product</strong>
          <span className={styles.bannerNote}>This serial number matches a verified piece.</span>
        </span>
      </p>

      <div className={styles.product}>
        <div className={styles.media}>
          <FallbackImage
            src={image?.image_url}
            alt={image?.alt_text || product.product_name}
            fill
            sizes="(min-width: 640px) 220px, 90vw"
            priority
            className={styles.image}
          />
        </div>
        <div>
          <h2 className={styles.productName}>{product.product_name}</h2>
          <dl className={styles.facts}>
            {facts.map(([term, detail]) => (
              <div key={term} className={styles.fact}>
                <dt>{term}</dt>
                <dd>{detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      {shop.description && (
        <section className={styles.story} aria-labelledby="artisan-story-title">
          <h3 id="artisan-story-title">The artisan&apos;s story</h3>
          <p>{shop.description}</p>
        </section>
      )}

      <p className={styles.guarantee}>
        <Icon name="refund" size={20} />
        <span>
          <strong>90-day refund guarantee.</strong> If this piece is not what its serial number says, you get a full
          refund within 90 days.
        </span>
      </p>

      <div className={styles.actions}>
        <Link href={shopHref(shop.shop_url_slug)} className={`${button.button} ${button.primary}`}>
          See Shop
        </Link>
        <a href="#verify-another" className={`${button.button} ${button.secondary}`}>
          Verify Another Product
        </a>
      </div>
    </div>
  );
}
