'use client';
// An admin's steps on one failed refund (issue 34, point 3): "Send again" (a fresh round of tries to
// the M-Pesa number or card) or "Give to wallet" (credited to the buyer at once), each through our
// route handler. The API's refusal (a 409 when another admin acted first) is shown in its words; a
// step taken goes up to the table, which says so and reads the page again.
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import button from '@/components/ui/button.module.scss';
import type { AdminRefund } from '@/lib/domain/admin-money';
import { adminRefundStepAnswer } from '@/lib/http/answers/admin-money';
import { ADMIN_REFUND_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './admin-money.module.scss';

const NO_FIELDS = [] as const;

interface RefundActionsProps {
  refund: Pick<AdminRefund, 'id' | 'orderNumber'>;
  /** A step taken: its message. */
  onDone(message: string): void;
}

export function RefundActions({ refund, onDone }: RefundActionsProps) {
  const step = useForm({}, NO_FIELDS);
  const what = `the refund of ${refund.orderNumber}`;

  const take = (name: 'retry' | 'to-wallet') => () =>
    step.run(async () => {
      step.clearErrors();
      const answer = await step.send(handlers.adminRefundStep(refund.id, name), adminRefundStepAnswer, { method: 'POST' }, ADMIN_REFUND_MESSAGES.failed);
      if (answer) onDone(answer.data.message);
    });

  return (
    <div>
      <FormSummary id={step.summaryId} message={step.summary} />
      <div className={styles.buttons}>
        <button
          type="button"
          className={`${button.button} ${button.primary} ${button.small}`}
          onClick={take('retry')}
          disabled={step.busy}
          aria-label={`Send again: ${what}`}
        >
          Send again
        </button>
        <button
          type="button"
          className={`${button.button} ${button.secondary} ${button.small}`}
          onClick={take('to-wallet')}
          disabled={step.busy}
          aria-label={`Give to wallet: ${what}`}
        >
          Give to wallet
        </button>
      </div>
    </div>
  );
}
