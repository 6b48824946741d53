'use client';
// A product's reviews with their summary, page by page. The first page comes with the
// server-rendered product page (crawlers and first paint see it); other pages, and page 1 again
// after the buyer writes a review, are read from GET /api/reviews/{productId} through SWR.
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { StarRating } from '@/components/ui/star-rating';
import button from '@/components/ui/button.module.scss';
import type { ReviewPage } from '@/lib/catalog/product';
import { formatDate } from '@/lib/format/date';
import { answerFetcher } from '@/lib/http/client';
import { formatRating } from '@/lib/format/rating';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import { ReviewReport } from './review-report';
import { REVIEWS_CHANGED_EVENT, type ReviewsChangedDetail } from './review-events';
import styles from './review-list.module.scss';
import { reviewPageAnswer } from '@/lib/http/answers/reviews';

const fetchReviewPage = answerFetcher(reviewPageAnswer);

interface ReviewListProps {
  productId: number;
  initial: ReviewPage;
}

export function ReviewList({ productId, initial }: ReviewListProps) {
  // The page asked for; null while the server-rendered first page is all there is.
  const [wanted, setWanted] = useState<number | null>(null);
  const focusOnLoad = useRef(false);
  const listRef = useRef<HTMLOListElement>(null);
  // keepPreviousData: while a page loads, or when it cannot be read, the last page read stays shown.
  const { data, error, isValidating, mutate } = useSWR(wanted === null ? null : handlers.reviews(productId, wanted), fetchReviewPage, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onError: (reason: unknown) => console.warn(`reviews page ${wanted}: ${reason instanceof Error ? reason.message : String(reason)}`),
  });
  const current = data ?? initial;
  const busy = isValidating;

  const show = useCallback(
    (page: number, { focus = true }: { focus?: boolean } = {}) => {
      focusOnLoad.current = focus;
      // The same page again (after a failure, or page 1 after a new review): read it afresh.
      if (page === wanted) void mutate();
      else setWanted(page);
    },
    [wanted, mutate],
  );

  useEffect(() => {
    if (!data || !focusOnLoad.current) return;
    focusOnLoad.current = false;
    listRef.current?.focus();
  }, [data]);

  // A review written on this page: show page 1 again, with it at the top.
  useEffect(() => {
    const onChanged = (event: Event) => {
      if ((event as CustomEvent<ReviewsChangedDetail>).detail?.productId === productId) show(1, { focus: false });
    };
    window.addEventListener(REVIEWS_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(REVIEWS_CHANGED_EVENT, onChanged);
  }, [productId, show]);

  return (
    <div className={styles.reviews}>
      <div className={styles.summary}>
        {current.reviewCount > 0 ? (
          <>
            <p className={styles.average}>
              <span className={styles.averageValue}>{formatRating(current.ratingAverage)}</span>
              <span className={styles.outOf}> out of 5</span>
            </p>
            <StarRating value={current.ratingAverage} size={20} />
            <p className={styles.count}>
              Based on {current.reviewCount} {current.reviewCount === 1 ? 'review' : 'reviews'}
            </p>
          </>
        ) : (
          <p className={styles.count}>No reviews yet. Be the first to review this piece.</p>
        )}
      </div>

      {current.reviews.length > 0 && (
        <ol
          ref={listRef}
          className={styles.list}
          tabIndex={-1}
          aria-label={`Reviews, page ${current.page} of ${current.lastPage}`}
          aria-busy={busy || undefined}
        >
          {current.reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <article>
                <header className={styles.header}>
                  <h3 className={styles.name}>{review.reviewerName}</h3>
                  {review.verifiedPurchase ? <p className={styles.verified}>{REVIEW_MESSAGES.verifiedPurchase}</p> : null}
                  <StarRating value={review.rating} size={14} />
                  <time dateTime={review.date} className={styles.date}>
                    {formatDate(review.date, 'medium')}
                  </time>
                </header>
                <p className={styles.comment}>{review.comment}</p>
                <ReviewReport productId={productId} reviewId={review.id} reviewerName={review.reviewerName} />
              </article>
            </li>
          ))}
        </ol>
      )}

      {error && !busy && (
        <p role="alert" className={styles.error}>
          {REVIEW_MESSAGES.loadFailed}
        </p>
      )}

      {current.lastPage > 1 && (
        <nav className={styles.pager} aria-label="Review pages">
          <button
            type="button"
            className={`${button.button} ${button.secondary} ${button.small}`}
            onClick={() => show(current.page - 1)}
            disabled={busy || current.page <= 1}
          >
            Previous
          </button>
          <span className={styles.pageInfo} aria-live="polite">
            Page {current.page} of {current.lastPage}
          </span>
          <button
            type="button"
            className={`${button.button} ${button.secondary} ${button.small}`}
            onClick={() => show(current.page + 1)}
            disabled={busy || current.page >= current.lastPage}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
