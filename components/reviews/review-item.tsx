'use client';
// One of the buyer's reviews: the product (image and name, linking to its page), the stars, the
// comment and the date; Edit opens the form in place, Delete asks once more before it deletes.
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import button from '@/components/ui/button.module.scss';
import { FallbackImage } from '@/components/ui/fallback-image';
import { StarRating } from '@/components/ui/star-rating';
import type { OwnReview } from '@/lib/domain/account';
import { formatDate } from '@/lib/format/date';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { ReviewEditForm } from './review-edit-form';
import styles from './reviews.module.scss';

type Mode = 'view' | 'edit' | 'confirm-delete';

interface ReviewItemProps {
  review: OwnReview;
  /** Another review is being deleted: wait. */
  busy: boolean;
  onSaved: (review: OwnReview, message: string) => void;
  onDelete: (review: OwnReview) => Promise<boolean>;
}

export function ReviewItem({ review, busy, onSaved, onDelete }: ReviewItemProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [deleting, setDeleting] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // Where focus goes when the mode changes (not on the first render).
  const focusNext = useRef<'edit' | 'delete' | 'confirm' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'edit') editButton.current?.focus();
    else if (target === 'delete') deleteButton.current?.focus();
    else if (target === 'confirm') confirmButton.current?.focus();
  }, [mode]);

  function show(next: Mode, focus: 'edit' | 'delete' | 'confirm' | null) {
    focusNext.current = focus;
    setMode(next);
  }

  async function confirmDelete() {
    setDeleting(true);
    const deleted = await onDelete(review);
    // On success this item is gone; otherwise the buyer may try again.
    if (!deleted) {
      setDeleting(false);
      show('view', 'delete');
    }
  }

  const edited = review.updatedAt && review.updatedAt.slice(0, 19) !== review.date.slice(0, 19);
  return (
    <article className={styles.review} aria-labelledby={`review-${review.id}-title`}>
      <Link href={pages.product(review.productId)} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <FallbackImage src={review.productImage} alt="" width={96} height={96} sizes="96px" maxWidth={256} />
      </Link>
      <div className={styles.body}>
        <h2 id={`review-${review.id}-title`} className={styles.productName}>
          <Link href={pages.product(review.productId)}>{review.productName}</Link>
        </h2>
        {mode === 'edit' ? (
          <ReviewEditForm
            review={review}
            onCancel={() => show('view', 'edit')}
            onSaved={(saved, message) => {
              show('view', 'edit');
              onSaved(saved, message);
            }}
          />
        ) : (
          <>
            <p className={styles.meta}>
              <StarRating value={review.rating} size={16} />
              <time dateTime={review.date}>{formatDate(review.date, 'medium')}</time>
              {edited ? <span>(edited)</span> : null}
            </p>
            <p className={styles.comment}>{review.comment}</p>
            {review.hidden ? <p className={styles.hiddenNote}>{REVIEW_MESSAGES.hiddenByAdmin}</p> : null}
            {mode === 'confirm-delete' ? (
              <div className={styles.confirm} role="group" aria-label={`Delete your review of ${review.productName}?`}>
                <p>Delete your review of {review.productName}? This cannot be undone.</p>
                <div className={styles.actions}>
                  <button
                    ref={confirmButton}
                    type="button"
                    className={`${button.button} ${button.primary} ${button.small}`}
                    onClick={() => void confirmDelete()}
                    disabled={deleting}
                  >
                    {deleting ? 'Deleting...' : 'Yes, delete it'}
                  </button>
                  <button
                    type="button"
                    className={`${button.button} ${button.ghost} ${button.small}`}
                    onClick={() => show('view', 'delete')}
                    disabled={deleting}
                  >
                    Keep it
                  </button>
                </div>
              </div>
            ) : (
              <div className={styles.actions}>
                <button
                  ref={editButton}
                  type="button"
                  className={`${button.button} ${button.secondary} ${button.small}`}
                  onClick={() => show('edit', null)}
                  disabled={busy}
                  aria-label={`Edit your review of ${review.productName}`}
                >
                  Edit
                </button>
                <button
                  ref={deleteButton}
                  type="button"
                  className={`${button.button} ${button.ghost} ${button.small}`}
                  onClick={() => show('confirm-delete', 'confirm')}
                  disabled={busy}
                  aria-label={`Delete your review of ${review.productName}`}
                >
                  Delete
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </article>
  );
}
