'use client';
// Product Reviews: the buyer's own reviews, newest first, each edited or deleted in place. A change
// shows at once; the page is then read again (router.refresh()), so a deleted review's product
// joins the pieces waiting for a review. The product's public pages are refreshed by the handler.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import type { OwnReview } from '@/lib/domain/account';
import { sendJson } from '@/lib/http/client';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { handlers, pages } from '@/lib/routing/urls';
import { ReviewItem } from './review-item';
import account from '@/components/account/account.module.scss';
import styles from './reviews.module.scss';
import { reviewDeletedAnswer } from '@/lib/http/answers/reviews';

/** Spec section 4: save confirmations last 2 s. */
const REVIEW_NOTICE_MS = 2000;

interface MyReviewsProps {
  reviews: OwnReview[];
  /** How many bought pieces wait for a review (listed below this list by the page). */
  toWriteCount: number;
}

export function MyReviews({ reviews, toWriteCount }: MyReviewsProps) {
  const router = useRouter();
  const [items, setItems] = useState(reviews);
  // Fresh server data (after router.refresh()) replaces what was changed here.
  const [shown, setShown] = useState(reviews);
  if (reviews !== shown) {
    setShown(reviews);
    setItems(reviews);
  }
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), REVIEW_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function saved(review: OwnReview, message: string) {
    setError(null);
    setItems((current) => current.map((item) => (item.id === review.id ? review : item)));
    setNotice(message);
  }

  async function remove(review: OwnReview): Promise<boolean> {
    setDeletingId(review.id);
    setError(null);
    setNotice(null);
    const answer = await sendJson(handlers.myReview(review.id), reviewDeletedAnswer, { method: 'DELETE' }, REVIEW_MESSAGES.deleteFailed);
    setDeletingId(null);
    if (!answer.ok) {
      setError(answer.message);
      return false;
    }
    setItems((current) => current.filter((item) => item.id !== review.id));
    setNotice(answer.message);
    router.refresh();
    return true;
  }

  return (
    <div className={styles.list}>
      <FormStatus>{notice}</FormStatus>
      <FormSummary id="my-reviews-error" message={error} />
      {items.length === 0 ? (
        <div className={account.empty}>
          <p>{REVIEW_MESSAGES.empty}</p>
          {toWriteCount > 0 ? (
            <p>{REVIEW_MESSAGES.emptyWithToWrite}</p>
          ) : (
            <p>
              {REVIEW_MESSAGES.emptyNothingBought} <Link href={pages.marketplace}>Browse the marketplace</Link>.
            </p>
          )}
        </div>
      ) : (
        <ul className={styles.items} aria-label="Your reviews">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} busy={deletingId !== null} onSaved={saved} onDelete={remove} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
