'use client';
// An admin changes a ticket's status without writing a message
// (PATCH /api/support-tickets/{id}/status); the page is read again to show it, and a toast says so
// (the page gives this form a key per status, so it starts again from the new one).
import { useRouter } from 'next/navigation';
import { Field } from '@/components/forms/field';
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { useToast } from '@/components/ui/toast';
import type { TicketStatus } from '@/lib/domain/account';
import { SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { ticketStatusSchema } from '@/lib/validation/support';
import { TICKET_STATUSES } from '@/contract/rules/tickets';
import { handlers } from '@/lib/routing/urls';
import { STATUS_LABELS } from './ticket-labels';
import styles from './support.module.scss';
import { ticketAnswer } from '@/lib/http/answers/support';

const FIELDS = ['status'] as const;

export function TicketStatusForm({ ticketId, status }: { ticketId: number; status: TicketStatus }) {
  const router = useRouter();
  const toast = useToast();
  const form = useForm({ status: status as string }, FIELDS);

  const onSubmit = form.submitWhenValid(ticketStatusSchema, async (input) => {
    const answer = await form.send(handlers.ticketStatus(ticketId), ticketAnswer, { method: 'PATCH', body: input }, SUPPORT_MESSAGES.statusFailed);
    if (!answer) return;
    toast.show(answer.message);
    router.refresh();
  });

  return (
    <form className={`${formStyles.form} ${styles.statusForm}`} onSubmit={onSubmit} noValidate aria-busy={form.busy} aria-label="Ticket status">
      <FormSummary id={form.summaryId} message={form.summary} />
      <Field
        {...form.field('status')}
        as="select"
        label="Status"
        disabled={form.busy}
        beside={
          <button type="submit" className={`${button.button} ${button.secondary}`} disabled={form.busy}>
            {form.busy ? 'Updating...' : 'Update status'}
          </button>
        }
      >
        {TICKET_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </Field>
    </form>
  );
}
