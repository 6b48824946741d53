'use client';
// "Report" under another buyer's review: a small disclosure that opens a short form (a reason from
// the contract's list, an optional note) and sends it to POST /api/review-reports/{id}. A visitor
// who is not signed in is asked to log in first; the API refuses the buyer's own review and a
// second report, and the answer's words are shown. The rules (zod) load when the form opens.
import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { REVIEW_REPORT_NOTE_MAX, REVIEW_REPORT_REASON_LABELS, REVIEW_REPORT_REASONS } from '@/contract/rules/reviews';
import { messageAnswer } from '@/lib/http/answers/common';
import { REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { handlers, pages } from '@/lib/routing/urls';
import styles from './review-list.module.scss';

const reportRules = async () => (await import('@/contract/api/reviews')).reviewReportBodySchema;

const FIELDS = ['reason', 'note'] as const;
const EMPTY = { reason: '', note: '' };

type View = 'closed' | 'open' | 'login' | 'done';

interface ReviewReportProps {
  productId: number;
  reviewId: number;
  reviewerName: string;
}

export function ReviewReport({ productId, reviewId, reviewerName }: ReviewReportProps) {
  const { status } = useSession();
  const [view, setView] = useState<View>('closed');
  const [said, setSaid] = useState('');
  const form = useForm(EMPTY, FIELDS, { messages: 'fields' });
  const opened = useRef<HTMLFormElement>(null);
  const what = `the review by ${reviewerName}`;

  useEffect(() => {
    if (view === 'open') opened.current?.querySelector<HTMLElement>('select')?.focus();
  }, [view]);

  const submit = form.submitWhenValid(reportRules, async (input) => {
    const answer = await form.send(handlers.reviewReport(reviewId), messageAnswer, { body: input }, REVIEW_MESSAGES.reportFailed);
    if (answer) {
      setSaid(answer.message);
      setView('done');
    }
  });

  if (view === 'done') return <FormStatus>{said}</FormStatus>;

  if (view === 'login') {
    return (
      <p role="alert" className={styles.reportNotice}>
        {REVIEW_MESSAGES.reportLoginRequired} <Link href={pages.login(pages.product(productId))}>Log in</Link>
      </p>
    );
  }

  if (view === 'closed') {
    return (
      <button
        type="button"
        className={`${button.button} ${button.ghost} ${button.small} ${styles.report}`}
        onClick={() => {
          if (status !== 'unauthenticated') void reportRules();
          setView(status === 'unauthenticated' ? 'login' : 'open');
        }}
        aria-label={`Report ${what}`}
      >
        Report
      </button>
    );
  }

  return (
    <form ref={opened} className={`${formStyles.form} ${styles.reportForm}`} onSubmit={submit} noValidate aria-label={`Report ${what}`} aria-busy={form.busy}>
      <FormSummary id={form.summaryId} message={form.summary} />
      <Field {...form.field('reason')} as="select" label="Why are you reporting it?" required disabled={form.busy}>
        <option value="">Choose a reason</option>
        {REVIEW_REPORT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {REVIEW_REPORT_REASON_LABELS[reason]}
          </option>
        ))}
      </Field>
      <Field {...form.field('note')} as="textarea" rows={2} label="Note (optional)" maxLength={REVIEW_REPORT_NOTE_MAX} disabled={form.busy} />
      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary} ${button.small}`} disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send report'}
        </button>
        <button
          type="button"
          className={`${button.button} ${button.ghost} ${button.small}`}
          onClick={() => {
            form.reset(EMPTY);
            setView('closed');
          }}
          disabled={form.busy}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
