'use client';
// Write a Review: a signed-in buyer rates the piece (1-5 stars, radio buttons) and writes a
// comment; POST /api/reviews/{productId} saves it with their session, then the review list reloads
// so the review shows at once. Logged-out visitors are sent to log in and come back here.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { postForm } from '@/components/auth/post-form';
import { FormError } from '@/components/ui/form-error';
import button from '@/components/ui/button.module.scss';
import { announceReviewsChanged } from './review-events';
import { productHref } from '@/lib/domain/catalog';
import { COMMENT_MAX, REVIEW_MESSAGES } from '@/lib/validation/messages';
import styles from './review-form.module.scss';

// The rules (zod) load when the form opens, not with the product page.
const loadRules = () => import('@/lib/validation/review');

type State =
  | { kind: 'closed' }
  | { kind: 'open' }
  | { kind: 'sending' }
  | { kind: 'login' }
  | { kind: 'error'; message: string }
  | { kind: 'done' };

const STARS = [1, 2, 3, 4, 5] as const;

export function loginHref(productId: number): string {
  return `/login?redirect=${encodeURIComponent(productHref(productId))}`;
}

export function ReviewForm({ productId, productName }: { productId: number; productName: string }) {
  const router = useRouter();
  const { status } = useSession();
  const [state, setState] = useState<State>({ kind: 'closed' });
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ rating?: string; comment?: string }>({});
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const firstStarRef = useRef<HTMLInputElement>(null);
  const base = useId();
  const ids = { legend: `${base}-legend`, ratingError: `${base}-rating-error`, comment: `${base}-comment`, commentError: `${base}-comment-error` };

  function open() {
    if (status !== 'unauthenticated') void loadRules();
    setState(status === 'unauthenticated' ? { kind: 'login' } : { kind: 'open' });
  }

  // One attempt at a time: the rules load asynchronously, so the state alone cannot guard a double submit.
  const busy = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await send();
    } finally {
      busy.current = false;
    }
  }

  async function send() {
    const { reviewSchema } = await loadRules();
    const parsed = reviewSchema.safeParse({ rating: rating ?? undefined, comment });
    if (!parsed.success) {
      const errors: { rating?: string; comment?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'rating' || field === 'comment') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      if (errors.rating) firstStarRef.current?.focus();
      else commentRef.current?.focus();
      return;
    }
    setFieldErrors({});
    setState({ kind: 'sending' });
    const answer = await postForm(`/api/reviews/${productId}`, parsed.data, REVIEW_MESSAGES.failed);
    if (answer.ok) {
      setRating(null);
      setComment('');
      setState({ kind: 'done' });
      // The list re-reads its first page now; the refresh asks the server for the page again, which
      // regenerates the product's cached copy (title count, structured data) for everyone.
      announceReviewsChanged(productId);
      router.refresh();
      return;
    }
    if (answer.status === 401) {
      setState({ kind: 'login' });
      return;
    }
    if (answer.status === 422 && (answer.fieldErrors.rating || answer.fieldErrors.comment)) {
      setFieldErrors({ rating: answer.fieldErrors.rating, comment: answer.fieldErrors.comment });
      setState({ kind: 'open' });
      return;
    }
    setState({ kind: 'error', message: answer.status === 409 ? REVIEW_MESSAGES.duplicate : answer.message });
  }

  if (state.kind === 'closed') {
    return (
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={open}>
        Write a Review
      </button>
    );
  }

  if (state.kind === 'login') {
    return (
      <p role="alert" className={styles.notice}>
        {REVIEW_MESSAGES.loginRequired}{' '}
        <Link href={loginHref(productId)} className={styles.link}>
          Log in
        </Link>
      </p>
    );
  }

  if (state.kind === 'done') {
    return (
      <p role="status" className={styles.success}>
        {REVIEW_MESSAGES.thanks}
      </p>
    );
  }

  const sending = state.kind === 'sending';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Review ${productName}`}>
      <fieldset className={styles.stars} aria-describedby={fieldErrors.rating ? ids.ratingError : undefined}>
        <legend id={ids.legend} className={styles.label}>
          Your rating
        </legend>
        <div className={styles.starRow}>
          {STARS.map((value) => (
            <label key={value} className={styles.star} data-filled={rating !== null && value <= rating ? '' : undefined}>
              <input
                ref={value === 1 ? firstStarRef : undefined}
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className={styles.starInput}
              />
              <svg width="28" height="28" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
              </svg>
              <span className={styles.starLabel}>
                {value} {value === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <FormError id={ids.ratingError}>{fieldErrors.rating}</FormError>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={ids.comment} className={styles.label}>
          Your review
        </label>
        <textarea
          ref={commentRef}
          id={ids.comment}
          name="comment"
          rows={4}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className={styles.textarea}
          required
          aria-invalid={fieldErrors.comment ? true : undefined}
          aria-describedby={fieldErrors.comment ? ids.commentError : undefined}
        />
        <FormError id={ids.commentError}>{fieldErrors.comment}</FormError>
      </div>

      {state.kind === 'error' && (
        <p role="alert" className={styles.formError}>
          {state.message}
        </p>
      )}

      <div className={styles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={sending}>
          {sending ? 'Submitting...' : 'Submit Review'}
        </button>
        <button type="button" className={`${button.button} ${button.ghost}`} onClick={() => setState({ kind: 'closed' })} disabled={sending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
