// The Authentic Product view: the banner and every fact a verified serial vouches for. The
// shareable page (/verify/{serial}) renders it on the server, so it works without JavaScript; the
// header's Verify dialog renders it compact, with its own buttons.
import type { ReactNode, RefObject } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Icon } from '@/components/ui/icon';
import { StarRating } from '@/components/ui/star-rating';
import type { Verification } from '@/lib/domain/verification';
import { formatDate } from '@/lib/format/date';
import { formatRating } from '@/lib/format/rating';
import { REFUND_GUARANTEE_DAYS } from '@/contract/rules/returns';
import { RETURNS_POLICY } from '@/lib/domain/returns-policy';
import { FactList, type Fact } from './fact-list';
import styles from './verification-details.module.scss';

interface VerificationDetailsProps {
  verification: Verification;
  /** The dialog's smaller layout. */
  compact?: boolean;
  /** Focus lands on the banner when the result appears in a dialog. */
  bannerRef?: RefObject<HTMLParagraphElement | null>;
  /** The actions under the facts (See Shop, Verify Another Product...). */
  children: ReactNode;
}

export function VerificationDetails({ verification, compact = false, bannerRef, children }: VerificationDetailsProps) {
  const { product } = verification;
  const { shop } = product;
  // Inside the dialog the product name sits under the dialog's own h2.
  const Title = compact ? 'h3' : 'h2';
  const StoryTitle = compact ? 'h4' : 'h3';
  // One of each view at most on a page: the page's, and the dialog's.
  const storyId = compact ? 'artisan-story-dialog' : 'artisan-story';
  const facts: Fact[] = [
    ['Master Artisan', shop.name],
    ['Category', product.category],
    ['Subcategory', product.subcategory],
    ['Division', product.division],
    ['Origin', product.origin || 'Not recorded'],
    ['Date verified', formatDate(product.verifiedAt ?? verification.date)],
    ['Artisan country', shop.country],
    [
      'Artisan rating',
      <span key="rating" className={styles.rating}>
        <StarRating value={shop.rating} />
        <span aria-hidden="true">{formatRating(shop.rating)}</span>
      </span>,
    ],
  ];

  return (
    <div className={compact ? `${styles.result} ${styles.compact}` : styles.result}>
      <p ref={bannerRef} tabIndex={bannerRef ? -1 : undefined} className={styles.banner}>
        <Icon name="check" size={compact ? 22 : 24} className={styles.bannerIcon} />
        <span>
          <strong className={styles.bannerTitle}>Authentic Product</strong>
          <span className={styles.bannerNote}>This serial number matches a verified piece.</span>
        </span>
      </p>

      <div className={styles.product}>
        <div className={styles.media}>
          <FallbackImage
            src={product.image?.src}
            alt={product.image?.alt ?? product.name}
            fill
            sizes={compact ? '(min-width: 640px) 180px, 90vw' : '(min-width: 640px) 220px, 90vw'}
            maxWidth={828}
            priority={!compact}
            className={styles.image}
          />
        </div>
        <div>
          <Title className={styles.productName}>{product.name}</Title>
          <FactList facts={facts} classes={{ facts: styles.facts, fact: styles.fact }} />
        </div>
      </div>

      {shop.story && (
        <section className={styles.story} aria-labelledby={storyId}>
          <StoryTitle id={storyId}>The artisan&apos;s story</StoryTitle>
          <p>{shop.story}</p>
        </section>
      )}

      <p className={styles.guarantee}>
        <Icon name="refund" size={20} className={styles.guaranteeIcon} />
        <span>
          <strong>{REFUND_GUARANTEE_DAYS}-day refund guarantee.</strong> {RETURNS_POLICY.refundGuarantee}
        </span>
      </p>

      <div className={styles.actions}>{children}</div>
    </div>
  );
}
