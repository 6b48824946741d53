'use client';
// An admin's step on one review (issue 33, point 8): Hide, which asks for the reason first (kept
// for the audit log and shown in the Hidden view; the console's one reason form), or Restore for a
// hidden one. Each goes through
// our route handler, in the one form system; the API's refusal (a 409 when another admin acted
// first) is shown in its words, and a step taken goes up to the table, which says so and reads the
// page again.
import { useState } from 'react';
import { ReasonForm } from '@/components/admin-console/reason-form';
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import button from '@/components/ui/button.module.scss';
import { adminReviewHideBodySchema } from '@/contract/api/admin-reviews';
import { REVIEW_HIDE_REASON_MAX } from '@/contract/rules/reviews';
import type { AdminReview } from '@/lib/domain/admin-reviews';
import { adminReviewStepAnswer } from '@/lib/http/answers/admin-reviews';
import { ADMIN_REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './admin-reviews.module.scss';

const NO_FIELDS = [] as const;

interface ReviewModerationProps {
  review: AdminReview;
  /** A step taken: its message. */
  onDone(message: string): void;
}

export function ReviewModeration({ review, onDone }: ReviewModerationProps) {
  const [open, setOpen] = useState(false);
  const restore = useForm({}, NO_FIELDS);
  const what = `the review by ${review.reviewer.name} of ${review.product.name}`;

  const onRestore = () =>
    restore.run(async () => {
      restore.clearErrors();
      const answer = await restore.send(
        handlers.adminReviewStep(review.id, 'restore'),
        adminReviewStepAnswer,
        { method: 'POST' },
        ADMIN_REVIEW_MESSAGES.failed,
      );
      if (answer) onDone(answer.data.message);
    });

  if (review.hidden) {
    return (
      <div className={styles.step}>
        <FormSummary id={restore.summaryId} message={restore.summary} />
        <button
          type="button"
          className={`${button.button} ${button.secondary} ${button.small}`}
          onClick={onRestore}
          disabled={restore.busy}
          aria-label={`Restore ${what}`}
        >
          {restore.busy ? 'Restoring...' : 'Restore'}
        </button>
      </div>
    );
  }

  if (!open) {
    return (
      <button type="button" className={`${button.button} ${button.secondary} ${button.small}`} onClick={() => setOpen(true)} aria-label={`Hide ${what}`}>
        Hide
      </button>
    );
  }

  return (
    <ReasonForm
      label={`Hide ${what}`}
      hint="Kept in the audit log; the review leaves the product page."
      maxLength={REVIEW_HIDE_REASON_MAX}
      submit="Hide the review"
      working="Hiding..."
      schema={adminReviewHideBodySchema}
      act={async (input, send) => {
        const answer = await send(handlers.adminReviewStep(review.id, 'hide'), adminReviewStepAnswer, { body: input }, ADMIN_REVIEW_MESSAGES.failed);
        return answer ? answer.data.message : null;
      }}
      onDone={(message) => {
        setOpen(false);
        onDone(message);
      }}
      onBack={() => setOpen(false)}
    />
  );
}
