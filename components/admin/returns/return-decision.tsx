'use client';
// An admin's decision on one Pending return request (issue 33, point 5): Approve, confirmed once
// because it credits the refund to the buyer's wallet, or Reject with a reason (required: the
// buyer reads it; the console's one reason form), in the one form system. The API's refusal (a 409
// when another admin decided it meanwhile) is shown as it says it; a decision taken goes up to the
// queue, which says so and reads the page again.
import { useEffect, useRef, useState } from 'react';
import { ReasonForm } from '@/components/admin-console/reason-form';
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import button from '@/components/ui/button.module.scss';
import { rejectReturnBodySchema } from '@/contract/api/admin-returns';
import { RETURN_DECISION_REASON_MAX } from '@/contract/rules/returns';
import type { AdminReturnRequest } from '@/lib/domain/account';
import { formatKsh } from '@/lib/format/money';
import { returnAnswer } from '@/lib/http/answers/returns';
import { ADMIN_RETURN_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './admin-returns.module.scss';

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
  const what = `the return of ${request.orderNumber}`;

  // The opened confirmation takes the focus to its first button (the reason form focuses its own).
  useEffect(() => {
    if (open === 'approve') opened.current?.querySelector<HTMLElement>('button')?.focus();
  }, [open]);

  function close() {
    approve.clearErrors();
    setOpen(null);
  }

  const onApprove = () =>
    approve.run(async () => {
      approve.clearErrors();
      const answer = await approve.send(handlers.returnDecision(request.id, 'approve'), returnAnswer, { method: 'POST' }, ADMIN_RETURN_MESSAGES.failed);
      if (answer) onDecided(answer.message);
    });

  if (open === 'approve') {
    return (
      <div ref={opened} className={styles.decision} role="group" aria-label={`Approve ${what}`}>
        <FormSummary id={approve.summaryId} message={approve.summary} />
        <p className={styles.confirm}>
          Refund {formatKsh(request.refund)} to {request.buyer.name}’s {request.refundTo === 'wallet' ? 'wallet' : 'M-Pesa or card (where they paid)'}?
        </p>
        <div className={styles.buttons}>
          <button type="button" className={`${button.button} ${button.primary} ${button.small}`} onClick={onApprove} disabled={approve.busy}>
            {approve.busy ? 'Approving...' : 'Yes, approve'}
          </button>
          <button type="button" className={`${button.button} ${button.ghost} ${button.small}`} onClick={close} disabled={approve.busy}>
            Back
          </button>
        </div>
      </div>
    );
  }

  if (open === 'reject') {
    return (
      <ReasonForm
        label={`Reject ${what}`}
        hint="The buyer is told why."
        maxLength={RETURN_DECISION_REASON_MAX}
        submit="Reject the return"
        working="Rejecting..."
        schema={rejectReturnBodySchema}
        act={async (input, send) => {
          const answer = await send(handlers.returnDecision(request.id, 'reject'), returnAnswer, { body: input }, ADMIN_RETURN_MESSAGES.failed);
          return answer ? answer.message : null;
        }}
        onDone={onDecided}
        onBack={close}
        className={styles.decision}
      />
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
