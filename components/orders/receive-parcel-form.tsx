'use client';
// "I received it" on a shipped parcel (POST /api/orders/{id}/fulfilments/{fid}/received): once
// the API confirms, the parcel reads Delivered here at once, a toast says so, and the page is read
// again for the new step in its timeline and the order's own status. A refusal (not shipped yet,
// already delivered) is said beside the button in the API's words.
import { useEffect, useRef, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import { StatusChip } from '@/components/ui/status-chip';
import button from '@/components/ui/button.module.scss';
import { useToast } from '@/components/ui/toast';
import { parcelReceivedAnswer } from '@/lib/http/answers/orders';
import { fulfilmentStateTone } from '@/lib/domain/status';
import { SHIPMENT_MESSAGES, SHIPMENT_STATE_LABELS } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './order-shipments.module.scss';

const NO_FIELDS: readonly never[] = [];

interface Props {
  orderId: number;
  fulfilmentId: number;
  /** Names the parcel for a screen reader when an order has several. */
  shopName: string;
}

export function ReceiveParcelForm({ orderId, fulfilmentId, shopName }: Props) {
  const router = useRouter();
  const toast = useToast();
  const form = useForm<never>({}, NO_FIELDS);
  const delivered = useRef<HTMLParagraphElement>(null);

  // The button is gone once confirmed: focus stays on the parcel, on what it now reads.
  useEffect(() => {
    if (form.done) delivered.current?.focus();
  }, [form.done]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.run(async () => {
      form.clearErrors();
      const answer = await form.send(handlers.parcelReceived(orderId, fulfilmentId), parcelReceivedAnswer, { method: 'POST' }, SHIPMENT_MESSAGES.receiveFailed);
      if (!answer) return;
      form.setDone(true);
      toast.show(answer.message);
      router.refresh();
    });
  }

  if (form.done) {
    return (
      <p className={styles.received} ref={delivered} tabIndex={-1}>
        <StatusChip status={SHIPMENT_STATE_LABELS.delivered} tone={fulfilmentStateTone('delivered')} />
      </p>
    );
  }

  return (
    <form className={styles.receive} onSubmit={onSubmit} noValidate aria-busy={form.busy} aria-label={`${SHIPMENT_MESSAGES.receive}: ${shopName}`}>
      <FormSummary id={form.summaryId} message={form.summary} />
      <button type="submit" className={`${button.button} ${button.primary} ${button.small}`} disabled={form.busy}>
        {form.busy ? SHIPMENT_MESSAGES.receiving : SHIPMENT_MESSAGES.receive}
      </button>
    </form>
  );
}
