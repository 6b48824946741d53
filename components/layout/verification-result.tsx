'use client';
// The Verify dialog's success view: the Authentic Product banner and what the serial vouches for.
import Link from 'next/link';
import { useId, type ReactNode, type RefObject } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Icon } from '@/components/ui/icon';
import { StarRating } from '@/components/ui/star-rating';
import button from '@/components/ui/button.module.scss';
import type { Verification } from './verify-dialog';
import styles from './verification-result.module.scss';

const dateFormat = new Intl.DateTimeFormat('en-KE', { dateStyle: 'long', timeZone: 'Africa/Nairobi' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

interface VerificationResultProps {
  verification: Verification;
  /** Focus lands on the banner when the result appears. */
  bannerRef: RefObject<HTMLParagraphElement | null>;
  onVerifyAnother: () => void;
  onClose: () => void;
}

export function VerificationResult({ verification, bannerRef, onVerifyAnother, onClose }: VerificationResultProps) {
  const storyId = useId();
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
      <p ref={bannerRef} tabIndex={-1} className={styles.banner}>
        <Icon name="check" size={22} className={styles.bannerIcon} />
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
            width={320}
            height={320}
            sizes="(min-width: 640px) 180px, 90vw"
            className={styles.image}
          />
        </div>
        <div>
          <h3 className={styles.productName}>{product.product_name}</h3>
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
        <section className={styles.story} aria-labelledby={storyId}>
          <h4 id={storyId}>The artisan&apos;s story</h4>
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
        <Link
          href={`/seller-gallery/shop/${encodeURIComponent(shop.shop_url_slug)}`}
          className={`${button.button} ${button.primary}`}
          onClick={onClose}
        >
          See Shop
        </Link>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onVerifyAnother}>
          Verify Another Product
        </button>
        <button type="button" className={`${button.button} ${button.ghost}`} onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
