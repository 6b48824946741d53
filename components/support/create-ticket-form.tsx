'use client';
// CreateTicket (spec sections 2, 3, 5 and 8): Subject, Description (4 rows), Category (default
// delivery), Priority (default high) and, optionally, one of the buyer's orders. 'Submitting...'
// while busy; 'Ticket created successfully!' and, 1.2 s later, back to Support Tickets; on failure
// the server's message, else 'Failed to create ticket'.
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import { useDelayedPush } from '@/components/forms/use-delayed-push';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { createTicketSchema } from '@/lib/validation/support';
import { handlers, pages } from '@/lib/routing/urls';
import { CATEGORY_LABELS, PRIORITY_LABELS } from './ticket-labels';
import styles from './support.module.scss';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_SUBJECT_MAX, TICKET_TEXT_MAX } from '@/contract/rules/tickets';
import { ticketAnswer } from '@/lib/http/answers/support';

/** Spec section 9: the screen moves on 1.2 s after the ticket is created. */
const AFTER_CREATE_MS = 1200;

const FIELDS = ['subject', 'description', 'ticket_category', 'priority', 'order_id'] as const;
const EMPTY = { subject: '', description: '', ticket_category: 'delivery', priority: 'high', order_id: '' };

export interface OrderChoice {
  id: number;
  number: string;
}

/** `orders`: the buyer's orders to choose from; null when they could not be loaded. */
export function CreateTicketForm({ orders }: { orders: OrderChoice[] | null }) {
  const pushAfter = useDelayedPush();
  const form = useForm(EMPTY, FIELDS);

  const onSubmit = form.submitWhenValid(createTicketSchema, async (input) => {
    const answer = await form.send(handlers.supportTickets, ticketAnswer, { body: input }, SUPPORT_MESSAGES.createFailed);
    if (!answer) return;
    form.setDone(true);
    form.setNotice(SUPPORT_MESSAGES.created);
    pushAfter(pages.supportTickets, AFTER_CREATE_MS);
  });

  const locked = form.busy || form.done;

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <FormStatus>{form.notice}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />
      <Field {...form.field('subject')} label="Subject" maxLength={TICKET_SUBJECT_MAX} disabled={locked} required />
      <Field {...form.field('description')} as="textarea" rows={4} label="Description" maxLength={TICKET_TEXT_MAX} disabled={locked} required />
      <div className={styles.pair}>
        <Field {...form.field('ticket_category')} as="select" label="Category" disabled={locked} required>
          {TICKET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </Field>
        <Field {...form.field('priority')} as="select" label="Priority" disabled={locked} required>
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {PRIORITY_LABELS[priority]}
            </option>
          ))}
        </Field>
      </div>
      {orders && orders.length > 0 ? (
        <Field {...form.field('order_id')} as="select" label="Order (optional)" hint="The order this is about, if any." disabled={locked}>
          <option value="">No particular order</option>
          {orders.map((order) => (
            <option key={order.id} value={String(order.id)}>
              {order.number}
            </option>
          ))}
        </Field>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={locked}>
          {form.busy ? 'Submitting...' : 'Submit Ticket'}
        </button>
      </div>
    </form>
  );
}
