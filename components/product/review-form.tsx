'use client';
// Write a Review: a signed-in buyer rates the piece (1-5 stars, radio buttons) and writes a
// comment; POST /api/reviews/{productId} saves it with their session, then the review list reloads
// so the review shows at once. Logged-out visitors are sent to log in and come back here.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { StarInput } from '@/components/ui/star-input';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { handlers, pages } from '@/lib/routing/urls';
import { announceReviewsChanged } from './review-events';
import { sendJson } from '@/lib/http/client';
import styles from './review-form.module.scss';
import { COMMENT_MAX } from '@/contract/rules/reviews';
import { messageAnswer } from '@/lib/http/answers/common';

// The rules (zod) load when the form opens, not with the product page.
const loadRules = () => import('@/lib/validation/review');
const reviewRules = async () => (await loadRules()).reviewSchema;

type View = 'closed' | 'open' | 'login' | 'done';

const FIELDS = ['rating', 'comment'] as const;
const EMPTY = { rating: '', comment: '' };

export function ReviewForm({ productId, productName }: { productId: number; productName: string }) {
  const router = useRouter();
  const { status } = useSession();
  const [view, setView] = useState<View>('closed');
  // Each message beside its own field (the stars, the comment); the summary says the rest.
  const form = useForm(EMPTY, FIELDS, { messages: 'fields' });
  const rating = Number(form.values.rating) || 0;

  function open() {
    if (status !== 'unauthenticated') void loadRules();
    form.setSummary(null);
    setView(status === 'unauthenticated' ? 'login' : 'open');
  }

  const submit = form.submitWhenValid(reviewRules, async (input) => {
    const answer = await sendJson(handlers.reviews(productId), messageAnswer, { body: input }, REVIEW_MESSAGES.failed);
    if (answer.ok) {
      form.reset(EMPTY);
      setView('done');
      // The list re-reads its first page now; the refresh asks the server for the page again, which
      // regenerates the product's cached copy (title count, structured data) for everyone.
      announceReviewsChanged(productId);
      router.refresh();
      return;
    }
    if (answer.status === 401) {
      setView('login');
      return;
    }
    form.showErrors(answer.fieldErrors, answer.status === 409 ? REVIEW_MESSAGES.duplicate : answer.message);
  });

  if (view === 'closed') {
    return (
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={open}>
        Write a Review
      </button>
    );
  }

  if (view === 'login') {
    return (
      <p role="alert" className={styles.notice}>
        {REVIEW_MESSAGES.loginRequired}{' '}
        <Link href={pages.login(pages.product(productId))} className={styles.link}>
          Log in
        </Link>
      </p>
    );
  }

  if (view === 'done') return <FormStatus>{REVIEW_MESSAGES.thanks}</FormStatus>;

  const { busy, errors } = form;
  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={submit} noValidate aria-label={`Review ${productName}`}>
      <StarInput
        name="rating"
        value={rating}
        onChange={(value) => form.setValues((current) => ({ ...current, rating: String(value) }))}
        error={errors.rating}
        inputRef={form.field('rating').inputRef}
      />

      <Field {...form.field('comment')} as="textarea" label="Your review" rows={4} maxLength={COMMENT_MAX} required />

      <FormSummary id={form.summaryId} message={form.summary} />

      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Review'}
        </button>
        <button type="button" className={`${button.button} ${button.ghost}`} onClick={() => setView('closed')} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
