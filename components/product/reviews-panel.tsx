// The Reviews tab: the rating summary and the first page of real reviews (server-rendered, then
// paged in the browser) and the Write a Review form. When the reviews cannot be read, the tab says
// so and the rest of the product page still renders.
import type { ReviewPage } from '@/lib/catalog/product';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import styles from './reviews-panel.module.scss';

interface ReviewsPanelProps {
  productId: number;
  productName: string;
  /** Null when the reviews could not be loaded. */
  reviews: ReviewPage | null;
}

export function ReviewsPanel({ productId, productName, reviews }: ReviewsPanelProps) {
  return (
    <div className={styles.panel}>
      {reviews ? (
        // Fresh server data (after the cached page is regenerated) replaces what the visitor paged to.
        <ReviewList key={`${reviews.reviewCount}:${reviews.reviews[0]?.id ?? 0}`} productId={productId} initial={reviews} />
      ) : (
        <p role="alert" className={styles.error}>
          {REVIEW_MESSAGES.loadFailed}
        </p>
      )}
      <div className={styles.write}>
        <ReviewForm productId={productId} productName={productName} />
      </div>
    </div>
  );
}
