'use client';
// An admin's decision on one Pending return request (issue 33, point 5): Approve, confirmed once
// because it credits the refund to the buyer's wallet, or Reject with a reason (required: the
// buyer reads it), in the one form system. The API's refusal (a 409 when another admin decided it
// meanwhile) is shown as it says it; a decision taken goes up to the queue, which says so and
// reads the page again.
import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { rejectReturnBodySchema } from '@/contract/api/admin-returns';
import { RETURN_DECISION_REASON_MAX } from '@/contract/rules/returns';
import type { AdminReturnRequest } from '@/lib/domain/account';
import { formatKsh } from '@/lib/format/money';
import { returnAnswer } from '@/lib/http/answers/returns';
import { ADMIN_RETURN_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './admin-returns.module.scss';

const REJECT_FIELDS = ['reason'] as const;
const NO_FIELDS = [] as const;

interface ReturnDecisionProps {
  request: AdminReturnRequest;
  /** A decision taken: its message. */
  onDecided(message: string): void;
}

export function ReturnDecision({ request, onDecided }: ReturnDecisionProps) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const opened = useRef<HTMLDivElement>(null);
  const approve = useForm({}, NO_FIELDS);
  const reject = useForm({ reason: '' }, REJECT_FIELDS);
  const busy = approve.busy || reject.busy;
  const what = `the return of ${request.orderNumber}`;

  // An opened step takes the focus to its first control.
  useEffect(() => {
    if (open) opened.current?.querySelector<HTMLElement>('textarea, button')?.focus();
  }, [open]);

  function close() {
    reject.reset();
    approve.clearErrors();
    setOpen(null);
  }

  const onApprove = () =>
    approve.run(async () => {
      approve.clearErrors();
      const answer = await approve.send(handlers.returnDecision(request.id, 'approve'), returnAnswer, { method: 'POST' }, ADMIN_RETURN_MESSAGES.failed);
      if (answer) onDecided(answer.message);
    });

  const onReject = reject.submitWhenValid(rejectReturnBodySchema, async (input) => {
    const answer = await reject.send(handlers.returnDecision(request.id, 'reject'), returnAnswer, { body: input }, ADMIN_RETURN_MESSAGES.failed);
    if (answer) onDecided(answer.message);
  });

  if (open === 'approve') {
    return (
      <div ref={opened} className={styles.decision} role="group" aria-label={`Approve ${what}`}>
        <FormSummary id={approve.summaryId} message={approve.summary} />
        <p className={styles.confirm}>
          Refund {formatKsh(request.refund)} to {request.buyer.name}’s wallet?
        </p>
        <div className={styles.buttons}>
          <button type="button" className={`${button.button} ${button.primary} ${button.small}`} onClick={onApprove} disabled={busy}>
            {approve.busy ? 'Approving...' : 'Yes, approve'}
          </button>
          <button type="button" className={`${button.button} ${button.ghost} ${button.small}`} onClick={close} disabled={busy}>
            Back
          </button>
        </div>
      </div>
    );
  }

  if (open === 'reject') {
    return (
      <div ref={opened} className={styles.decision}>
        <form className={formStyles.form} onSubmit={onReject} noValidate aria-busy={reject.busy} aria-label={`Reject ${what}`}>
          <FormSummary id={reject.summaryId} message={reject.summary} />
          <Field
            {...reject.field('reason')}
            as="textarea"
            rows={3}
            label="Reason"
            hint="The buyer is told why."
            maxLength={RETURN_DECISION_REASON_MAX}
            disabled={reject.busy}
            required
          />
          <div className={styles.buttons}>
            <button type="submit" className={`${button.button} ${button.primary} ${button.small}`} disabled={busy}>
              {reject.busy ? 'Rejecting...' : 'Reject the return'}
            </button>
            <button type="button" className={`${button.button} ${button.ghost} ${button.small}`} onClick={close} disabled={busy}>
              Back
            </button>
          </div>
        </form>
      </div>
    );
  }

  return (
    <div className={styles.buttons}>
      <button type="button" className={`${button.button} ${button.primary} ${button.small}`} onClick={() => setOpen('approve')} aria-label={`Approve ${what}`}>
        Approve
      </button>
      <button type="button" className={`${button.button} ${button.secondary} ${button.small}`} onClick={() => setOpen('reject')} aria-label={`Reject ${what}`}>
        Reject
      </button>
    </div>
  );
}
