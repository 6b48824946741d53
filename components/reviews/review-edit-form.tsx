'use client';
// Editing one of the buyer's reviews in place (spec section 5: comment required, rating 1-5 via
// stars): the product page's rules, checked here and again by PUT /api/my-reviews/{id}.
import { useEffect, useRef } from 'react';
import { Field } from '@/components/forms/field';
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import type { OwnReview } from '@/lib/domain/account';
import { StarInput } from '@/components/ui/star-input';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './reviews.module.scss';
import { COMMENT_MAX } from '@/contract/rules/reviews';
import { reviewUpdatedAnswer } from '@/lib/http/answers/reviews';

// The rules (zod) load when the form is first sent, not with the page.
const loadRules = () => import('@/lib/validation/review');
const reviewRules = async () => (await loadRules()).reviewSchema;

const FIELDS = ['rating', 'comment'] as const;

interface ReviewEditFormProps {
  review: OwnReview;
  onSaved: (review: OwnReview, message: string) => void;
  onCancel: () => void;
}

export function ReviewEditForm({ review, onSaved, onCancel }: ReviewEditFormProps) {
  // Each message beside its own field (the stars, the comment); the summary says the rest.
  const form = useForm({ rating: String(review.rating), comment: review.comment }, FIELDS, { messages: 'fields' });
  const rating = Number(form.values.rating) || 0;
  const comment = form.field('comment');
  const commentInput = useRef<HTMLTextAreaElement | null>(null);

  // Opened from the review's Edit button, which is gone now: the buyer carries on in the comment.
  useEffect(() => commentInput.current?.focus(), []);

  const submit = form.submitWhenValid(reviewRules, async (input) => {
    const answer = await form.send(handlers.myReview(review.id), reviewUpdatedAnswer, { method: 'PUT', body: input }, REVIEW_MESSAGES.failed);
    if (!answer) return;
    onSaved(answer.data.review, answer.message);
  });

  return (
    <form
      className={`${formStyles.form} ${styles.editForm}`}
      onSubmit={submit}
      onFocus={() => void loadRules()}
      noValidate
      aria-busy={form.busy}
      aria-label={`Edit your review of ${review.productName}`}
    >
      <StarInput
        value={rating}
        onChange={(value) => form.setValues((current) => ({ ...current, rating: String(value) }))}
        error={form.errors.rating}
        inputRef={form.field('rating').inputRef}
      />
      <Field
        {...comment}
        inputRef={(element) => {
          comment.inputRef(element);
          commentInput.current = element as HTMLTextAreaElement | null;
        }}
        as="textarea"
        label="Your review"
        rows={4}
        maxLength={COMMENT_MAX}
        required
      />
      <FormSummary id={form.summaryId} message={form.summary} />
      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary} ${button.small}`} disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save review'}
        </button>
        <button type="button" className={`${button.button} ${button.ghost} ${button.small}`} onClick={onCancel} disabled={form.busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
