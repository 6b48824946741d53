'use client';
// What the seller can do with their shop's order in its state (issue 32, point 4): accept it; ship
// it with a carrier and tracking number; mark it delivered; cancel it before shipping, with a
// reason, after a confirmation. Each step goes through our route handler; the API's refusal (a
// 409 when the order moved on meanwhile) is shown as it says it, and on success the page is read
// again so every part of it shows the new state.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useFadingNotice, useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { cancelBodySchema, FULFILMENT_LIMITS, shipBodySchema } from '@/contract/api/seller-orders';
import type { FulfilmentState } from '@/contract/rules/status';
import { SELLER_ORDER_ACTIONS } from '@/contract/rules/fulfilment-steps';
import { sellerOrderStepAnswer } from '@/lib/http/answers/seller-orders';
import { SELLER_ORDER_MESSAGES, SHIPMENT_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './seller-orders.module.scss';

type Open = 'ship' | 'cancel' | null;

interface SellerOrderActionsProps {
  orderId: number;
  state: FulfilmentState;
}

const SHIP_FIELDS = ['carrier', 'tracking_number'] as const;
const CANCEL_FIELDS = ['reason'] as const;
const NO_FIELDS = [] as const;

export function SellerOrderActions({ orderId, state }: SellerOrderActionsProps) {
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useFadingNotice(undefined);
  const step = useForm({}, NO_FIELDS);
  const ship = useForm({ carrier: '', tracking_number: '' }, SHIP_FIELDS);
  const cancel = useForm({ reason: '' }, CANCEL_FIELDS);
  const actions = SELLER_ORDER_ACTIONS[state];

  // An opened form takes the focus to its first field.
  useEffect(() => {
    if (open) opened.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [open]);

  // Each time the seller is sent back to the buttons (a step taken, a form closed), the focus goes
  // to the section's heading: the button or form they used may be gone.
  const [backToSection, setBackToSection] = useState(0);
  useEffect(() => {
    if (backToSection > 0) heading.current?.focus();
  }, [backToSection]);

  /** A step taken: said in the live region, focus kept on the section, the page read again. */
  function done(message: string) {
    setOpen(null);
    setNotice(message);
    setBackToSection((n) => n + 1);
    router.refresh();
  }

  /** Back to the buttons: the form's values and messages go, the focus to the section. */
  function close() {
    ship.reset();
    cancel.reset();
    setOpen(null);
    setBackToSection((n) => n + 1);
  }

  function openForm(next: Open) {
    step.clearErrors();
    setNotice(null);
    setOpen(next);
  }

  const takeStep = (name: 'accept' | 'deliver') => () =>
    step.run(async () => {
      step.clearErrors();
      setNotice(null);
      const answer = await step.send(handlers.sellerOrderStep(orderId, name), sellerOrderStepAnswer, { method: 'POST' }, SELLER_ORDER_MESSAGES.stepFailed);
      if (answer) done(answer.data.message);
    });

  const onShip = ship.submitWhenValid(shipBodySchema, async (input) => {
    const answer = await ship.send(handlers.sellerOrderStep(orderId, 'ship'), sellerOrderStepAnswer, { body: input }, SELLER_ORDER_MESSAGES.stepFailed);
    if (!answer) return;
    ship.reset();
    done(answer.data.message);
  });

  const onCancel = cancel.submitWhenValid(cancelBodySchema, async (input) => {
    const answer = await cancel.send(handlers.sellerOrderStep(orderId, 'cancel'), sellerOrderStepAnswer, { body: input }, SELLER_ORDER_MESSAGES.stepFailed);
    if (!answer) return;
    cancel.reset();
    done(answer.data.message);
  });

  const busy = step.busy || ship.busy || cancel.busy;

  return (
    <section className={styles.actions} aria-labelledby="seller-order-actions">
      <h2 id="seller-order-actions" ref={heading} tabIndex={-1} className={styles.actionsTitle}>
        Actions
      </h2>
      <FormStatus>{notice}</FormStatus>
      <FormSummary id={step.summaryId} message={step.summary} />
      {actions.length === 0 ? <p className={styles.muted}>Nothing left to do: this order is {state}.</p> : null}
      <div className={styles.buttons}>
        {actions.includes('accept') ? (
          <button type="button" className={`${button.button} ${button.primary}`} onClick={takeStep('accept')} disabled={busy}>
            Accept
          </button>
        ) : null}
        {actions.includes('ship') && open !== 'ship' ? (
          <button type="button" className={`${button.button} ${button.primary}`} onClick={() => openForm('ship')} disabled={busy}>
            Ship
          </button>
        ) : null}
        {actions.includes('deliver') ? (
          <button type="button" className={`${button.button} ${button.primary}`} onClick={takeStep('deliver')} disabled={busy}>
            Mark delivered
          </button>
        ) : null}
        {actions.includes('cancel') && open !== 'cancel' ? (
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => openForm('cancel')} disabled={busy}>
            Cancel order
          </button>
        ) : null}
      </div>

      {actions.includes('ship') && open === 'ship' ? (
        <form ref={opened} className={formStyles.form} onSubmit={onShip} noValidate aria-busy={ship.busy} aria-label="Ship the order">
          <FormSummary id={ship.summaryId} message={ship.summary} />
          <Field {...ship.field('carrier')} label={SHIPMENT_MESSAGES.carrier} maxLength={FULFILMENT_LIMITS.carrier} disabled={ship.busy} required />
          <Field
            {...ship.field('tracking_number')}
            label={SHIPMENT_MESSAGES.trackingNumber}
            maxLength={FULFILMENT_LIMITS.trackingNumber}
            disabled={ship.busy}
            required
          />
          <div className={styles.buttons}>
            <button type="submit" className={`${button.button} ${button.primary}`} disabled={ship.busy}>
              Mark as shipped
            </button>
            <button type="button" className={`${button.button} ${button.ghost}`} onClick={close} disabled={ship.busy}>
              Back
            </button>
          </div>
        </form>
      ) : null}

      {actions.includes('cancel') && open === 'cancel' ? (
        <form ref={opened} className={formStyles.form} onSubmit={onCancel} noValidate aria-busy={cancel.busy} aria-label="Cancel the order">
          <p className={styles.warning}>{SELLER_ORDER_MESSAGES.confirmCancel}</p>
          <FormSummary id={cancel.summaryId} message={cancel.summary} />
          <Field
            {...cancel.field('reason')}
            as="textarea"
            rows={3}
            label="Reason"
            hint="The buyer is told why."
            maxLength={FULFILMENT_LIMITS.cancelReason}
            disabled={cancel.busy}
            required
          />
          <div className={styles.buttons}>
            <button type="submit" className={`${button.button} ${button.primary}`} disabled={cancel.busy}>
              Yes, cancel the order
            </button>
            <button type="button" className={`${button.button} ${button.ghost}`} onClick={close} disabled={cancel.busy}>
              Keep the order
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
