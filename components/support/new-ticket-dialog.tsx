'use client';
// The Support Tickets modal (spec sections 2 and 5): "New message" opens a dialog with Subject and
// Message, both required. It really opens a ticket (POST /api/support-tickets {subject, message}),
// and the list is read again so the new ticket is in it at once; a toast says so.
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import styles from '@/components/account/account.module.scss';
import button from '@/components/ui/button.module.scss';
import { useToast } from '@/components/ui/toast';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { createTicketSchema } from '@/lib/validation/support';
import { TICKET_SUBJECT_MAX, TICKET_TEXT_MAX } from '@/contract/rules/tickets';
import { handlers } from '@/lib/routing/urls';
import { ticketAnswer } from '@/lib/http/answers/support';

const FIELDS = ['subject', 'message'] as const;
const EMPTY = { subject: '', message: '' };

export function NewTicketDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const form = useForm(EMPTY, FIELDS);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { dialogRef, triggerRef } = useModalDialog(open, closeButton);

  function show() {
    form.reset(EMPTY);
    setOpen(true);
  }

  const onSubmit = form.submitWhenValid(createTicketSchema, async (input) => {
    const answer = await form.send(
      handlers.supportTickets,
      ticketAnswer,
      { body: { subject: input.subject, message: input.message } },
      SUPPORT_MESSAGES.createFailed,
    );
    if (!answer) return;
    setOpen(false);
    toast.show(answer.message);
    router.refresh();
  });

  return (
    <>
      <button ref={triggerRef} type="button" className={`${button.button} ${button.secondary}`} aria-haspopup="dialog" onClick={show}>
        New message
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="new-ticket-title" onClose={() => setOpen(false)}>
        <form className={`${formStyles.form} ${styles.card}`} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
          <div className={styles.dialogHeader}>
            <h2 id="new-ticket-title">New message</h2>
            <button ref={closeButton} type="button" className={`${button.button} ${button.ghost} ${button.small}`} onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
          <p className={styles.muted}>Write to our support team. Your message opens a new ticket.</p>
          <FormSummary id={form.summaryId} message={form.summary} />
          <Field {...form.field('subject')} label="Subject" maxLength={TICKET_SUBJECT_MAX} disabled={form.busy} required />
          <Field {...form.field('message')} as="textarea" rows={5} label="Message" maxLength={TICKET_TEXT_MAX} disabled={form.busy} required />
          <div className={formStyles.actions}>
            <button type="submit" className={`${button.button} ${button.primary}`} disabled={form.busy}>
              {form.busy ? 'Sending...' : 'Send message'}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
