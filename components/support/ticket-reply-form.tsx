'use client';
// A message in a ticket's conversation (POST /api/support-tickets/{id}/messages). The buyer's
// message reopens the ticket; an admin also chooses the status the ticket is left in (pending,
// waiting for the buyer, unless they say otherwise). The page is read again, so the message is in
// the conversation at once.
import { useRouter } from 'next/navigation';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { ticketReplySchema } from '@/lib/validation/support';
import { handlers } from '@/lib/routing/urls';
import { STATUS_LABELS } from './ticket-labels';
import styles from './support.module.scss';
import { TICKET_STATUSES, TICKET_TEXT_MAX } from '@/contract/rules/tickets';
import { ticketAnswer } from '@/lib/http/answers/support';

const FIELDS = ['body', 'status'] as const;

interface TicketReplyFormProps {
  ticketId: number;
  /** An admin answers as support staff and sets the status with the message. */
  asStaff?: boolean;
}

export function TicketReplyForm({ ticketId, asStaff = false }: TicketReplyFormProps) {
  const router = useRouter();
  const empty = { body: '', status: 'pending' };
  const form = useForm(empty, FIELDS, { noticeMs: 4000 });

  const onSubmit = form.submitWhenValid(ticketReplySchema, async (input) => {
    const body = asStaff ? input : { body: input.body };
    const answer = await form.send(handlers.ticketMessages(ticketId), ticketAnswer, { body }, SUPPORT_MESSAGES.replyFailed);
    if (!answer) return;
    form.reset(empty);
    form.setNotice(answer.message);
    router.refresh();
  });

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate aria-busy={form.busy} aria-labelledby="reply-heading">
      <h2 id="reply-heading" className={styles.sectionTitle}>
        {asStaff ? 'Answer as support' : 'Reply'}
      </h2>
      <FormStatus>{form.notice}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />
      <Field {...form.field('body')} as="textarea" rows={4} label="Message" maxLength={TICKET_TEXT_MAX} disabled={form.busy} required />
      {asStaff ? (
        <Field {...form.field('status')} as="select" label="Ticket status after this message" disabled={form.busy}>
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Field>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
