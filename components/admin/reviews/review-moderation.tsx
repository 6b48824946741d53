'use client';
// An admin's step on one review (issue 33, point 8): Hide, which asks for the reason first (kept
// for the audit log and shown in the Hidden view), or Restore for a hidden one. Each goes through
// our route handler, in the one form system; the API's refusal (a 409 when another admin acted
// first) is shown in its words, and a step taken goes up to the table, which says so and reads the
// page again.
import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { adminReviewHideBodySchema } from '@/contract/api/admin-reviews';
import { REVIEW_HIDE_REASON_MAX } from '@/contract/rules/reviews';
import type { AdminReview } from '@/lib/domain/admin-reviews';
import { adminReviewStepAnswer } from '@/lib/http/answers/admin-reviews';
import { ADMIN_REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './admin-reviews.module.scss';

const HIDE_FIELDS = ['reason'] as const;
const NO_FIELDS = [] as const;

interface ReviewModerationProps {
  review: AdminReview;
  /** A step taken: its message. */
  onDone(message: string): void;
}

export function ReviewModeration({ review, onDone }: ReviewModerationProps) {
  const [open, setOpen] = useState(false);
  const opened = useRef<HTMLFormElement>(null);
  const restore = useForm({}, NO_FIELDS);
  const hide = useForm({ reason: '' }, HIDE_FIELDS);
  const busy = restore.busy || hide.busy;
  const what = `the review by ${review.reviewer.name} of ${review.product.name}`;

  useEffect(() => {
    if (open) opened.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [open]);

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

  const onHide = hide.submitWhenValid(adminReviewHideBodySchema, async (input) => {
    const answer = await hide.send(handlers.adminReviewStep(review.id, 'hide'), adminReviewStepAnswer, { body: input }, ADMIN_REVIEW_MESSAGES.failed);
    if (answer) {
      setOpen(false);
      hide.reset();
      onDone(answer.data.message);
    }
  });

  if (review.hidden) {
    return (
      <div className={styles.step}>
        <FormSummary id={restore.summaryId} message={restore.summary} />
        <button
          type="button"
          className={`${button.button} ${button.secondary} ${button.small}`}
          onClick={onRestore}
          disabled={busy}
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
    <form ref={opened} className={`${formStyles.form} ${styles.step}`} onSubmit={onHide} noValidate aria-busy={hide.busy} aria-label={`Hide ${what}`}>
      <FormSummary id={hide.summaryId} message={hide.summary} />
      <Field
        {...hide.field('reason')}
        as="textarea"
        rows={3}
        label="Reason"
        hint="Kept in the audit log; the review leaves the product page."
        maxLength={REVIEW_HIDE_REASON_MAX}
        disabled={hide.busy}
        required
      />
      <div className={styles.buttons}>
        <button type="submit" className={`${button.button} ${button.primary} ${button.small}`} disabled={busy}>
          {hide.busy ? 'Hiding...' : 'Hide the review'}
        </button>
        <button
          type="button"
          className={`${button.button} ${button.ghost} ${button.small}`}
          onClick={() => {
            hide.reset();
            setOpen(false);
          }}
          disabled={busy}
        >
          Back
        </button>
      </div>
    </form>
  );
}
