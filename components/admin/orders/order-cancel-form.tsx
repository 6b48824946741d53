'use client';
// An admin's cancel of an order nothing of which has shipped (issue 33, point 4): opened from its
// button, with the reason the buyer reads (required), in the one form system. The API's refusal (a
// 409 when a shop shipped or another admin canceled meanwhile) is shown as it says it; once done,
// the outcome is said in the live region and the page is read again (the form leaves with it).
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import formStyles from '@/components/forms/form.module.scss';
import { useFadingNotice, useForm } from '@/components/forms/use-form';
import orders from '@/components/orders/orders.module.scss';
import button from '@/components/ui/button.module.scss';
import { adminOrderCancelBodySchema, ORDER_CANCEL_REASON_MAX } from '@/contract/api/admin-orders';
import { formatKsh } from '@/lib/format/money';
import { adminOrderCancelAnswer } from '@/lib/http/answers/admin-orders';
import { ADMIN_ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './admin-orders.module.scss';

const FIELDS = ['reason'] as const;

interface OrderCancelFormProps {
  orderId: number;
  orderNumber: string;
  total: number;
  /** Whether the order can still be canceled: the form shows only then. */
  cancellable: boolean;
}

export function OrderCancelForm({ orderId, orderNumber, total, cancellable }: OrderCancelFormProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useFadingNotice(undefined);
  const form = useForm({ reason: '' }, FIELDS);
  const opened = useRef<HTMLFormElement>(null);

  // The opened form takes the focus to its reason.
  useEffect(() => {
    if (open) opened.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [open]);

  const onCancel = form.submitWhenValid(adminOrderCancelBodySchema, async (input) => {
    const answer = await form.send(handlers.adminOrderCancel(orderId), adminOrderCancelAnswer, { body: input }, ADMIN_ORDER_MESSAGES.cancelFailed);
    if (!answer) return;
    form.reset();
    setOpen(false);
    setNotice(answer.data.message);
    router.refresh();
  });

  function close() {
    form.reset();
    setOpen(false);
  }

  return (
    <section className={orders.card} aria-labelledby="admin-order-cancel">
      <h2 id="admin-order-cancel" className={orders.cardTitle}>
        Cancel
      </h2>
      <FormStatus>{notice}</FormStatus>
      {!cancellable ? (
        <p className={orders.muted}>{ADMIN_ORDER_MESSAGES.notCancellable}</p>
      ) : open ? (
        <form
          ref={opened}
          className={`${formStyles.form} ${styles.cancel}`}
          onSubmit={onCancel}
          noValidate
          aria-busy={form.busy}
          aria-label={`Cancel order ${orderNumber}`}
        >
          <p className={styles.warning}>
            Cancel order {orderNumber}? Its stock goes back to the shops, what was paid of {formatKsh(total)} is refunded to the buyer’s wallet, and the buyer
            and the shops are e-mailed. This cannot be undone.
          </p>
          <FormSummary id={form.summaryId} message={form.summary} />
          <Field
            {...form.field('reason')}
            as="textarea"
            rows={3}
            label="Reason"
            hint="The buyer is told why."
            maxLength={ORDER_CANCEL_REASON_MAX}
            disabled={form.busy}
            required
          />
          <div className={styles.buttons}>
            <button type="submit" className={`${button.button} ${button.primary}`} disabled={form.busy}>
              {form.busy ? 'Canceling...' : 'Yes, cancel the order'}
            </button>
            <button type="button" className={`${button.button} ${button.ghost}`} onClick={close} disabled={form.busy}>
              Keep the order
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.buttons}>
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => setOpen(true)}>
            Cancel order
          </button>
        </div>
      )}
    </section>
  );
}
