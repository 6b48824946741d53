'use client';
// What an admin does to a seller application or a shop (issue 33, point 3), one row's buttons:
// steps taken at once (approve, restore, verify, unverify) and the one that asks for a reason first
// (decline, suspend), in a small form the button opens. Each goes through our route handler; the
// API's refusal (a 409 when another admin decided first) is shown in its words, and on success the
// page is read again so the row shows its new state.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useFadingNotice, useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { adminShopSuspendBodySchema } from '@/contract/api/admin-shops';
import { sellerApplicationDeclineBodySchema } from '@/contract/api/seller-applications';
import { SELLER_APPLICATION_LIMITS } from '@/contract/rules/seller-applications';
import { SHOP_SUSPEND_REASON_MAX, type ShopStatus } from '@/contract/rules/shop-status';
import { messageAnswer } from '@/lib/http/answers/common';
import { ADMIN_SELLER_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './sellers.module.scss';

interface Step {
  label: string;
  href: string;
  tone?: 'primary' | 'secondary';
}

interface ReasonedStep extends Step {
  /** The submit button's words ("Decline", "Suspend shop"). */
  confirm: string;
  hint: string;
  max: number;
  schema: z.ZodType<{ reason: string }>;
}

const REASON_FIELDS = ['reason'] as const;
const NO_FIELDS = [] as const;

function StepActions({ subject, steps, reasoned }: { subject: string; steps: Step[]; reasoned: ReasonedStep | null }) {
  const router = useRouter();
  const reasonForm = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useFadingNotice(undefined);
  const step = useForm({}, NO_FIELDS);
  const reason = useForm({ reason: '' }, REASON_FIELDS);

  useEffect(() => {
    if (open) reasonForm.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [open]);

  function done(message: string) {
    setOpen(false);
    reason.reset();
    setNotice(message);
    router.refresh();
  }

  const take = (href: string) => () =>
    step.run(async () => {
      step.clearErrors();
      setNotice(null);
      const answer = await step.send(href, messageAnswer, { method: 'POST' }, ADMIN_SELLER_MESSAGES.stepFailed);
      if (answer) done(answer.data.message);
    });

  const onReason = reason.submitWhenValid(reasoned?.schema ?? sellerApplicationDeclineBodySchema, async (input) => {
    if (!reasoned) return;
    const answer = await reason.send(reasoned.href, messageAnswer, { body: input }, ADMIN_SELLER_MESSAGES.stepFailed);
    if (answer) done(answer.data.message);
  });

  const busy = step.busy || reason.busy;
  return (
    <div className={styles.actions}>
      <FormStatus>{notice}</FormStatus>
      <FormSummary id={step.summaryId} message={step.summary} />
      <div className={styles.buttons}>
        {steps.map((s) => (
          <button
            key={s.href}
            type="button"
            className={`${button.button} ${s.tone === 'secondary' ? button.secondary : button.primary} ${button.small}`}
            onClick={take(s.href)}
            disabled={busy}
            aria-label={`${s.label}: ${subject}`}
          >
            {s.label}
          </button>
        ))}
        {reasoned && !open ? (
          <button
            type="button"
            className={`${button.button} ${button.secondary} ${button.small}`}
            onClick={() => {
              step.clearErrors();
              setNotice(null);
              setOpen(true);
            }}
            disabled={busy}
            aria-label={`${reasoned.label}: ${subject}`}
          >
            {reasoned.label}
          </button>
        ) : null}
      </div>
      {reasoned && open ? (
        <form ref={reasonForm} className={formStyles.form} onSubmit={onReason} noValidate aria-busy={reason.busy} aria-label={`${reasoned.label}: ${subject}`}>
          <FormSummary id={reason.summaryId} message={reason.summary} />
          <Field
            {...reason.field('reason')}
            as="textarea"
            rows={3}
            label="Reason"
            hint={reasoned.hint}
            maxLength={reasoned.max}
            disabled={reason.busy}
            required
          />
          <div className={styles.buttons}>
            <button type="submit" className={`${button.button} ${button.primary} ${button.small}`} disabled={reason.busy}>
              {reasoned.confirm}
            </button>
            <button
              type="button"
              className={`${button.button} ${button.ghost} ${button.small}`}
              onClick={() => {
                reason.reset();
                setOpen(false);
              }}
              disabled={reason.busy}
            >
              Back
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** A waiting application: approve it, or decline it with the reason the applicant is mailed. */
export function ApplicationActions({ id, shopName }: { id: number; shopName: string }) {
  return (
    <StepActions
      subject={shopName}
      steps={[{ label: 'Approve', href: handlers.adminApplicationStep(id, 'approve') }]}
      reasoned={{
        label: 'Decline',
        href: handlers.adminApplicationStep(id, 'decline'),
        confirm: 'Decline application',
        hint: 'The applicant is e-mailed this reason.',
        max: SELLER_APPLICATION_LIMITS.declineReason,
        schema: sellerApplicationDeclineBodySchema,
      }}
    />
  );
}

/** A shop: suspend it with a reason (or restore it), and verify or unverify it. */
export function ShopActions({ id, name, status, verified }: { id: number; name: string; status: ShopStatus; verified: boolean }) {
  const steps: Step[] = [];
  if (status === 'suspended') steps.push({ label: 'Restore', href: handlers.adminShopStep(id, 'restore') });
  steps.push(
    verified
      ? { label: 'Unverify', href: handlers.adminShopStep(id, 'unverify'), tone: 'secondary' }
      : { label: 'Verify', href: handlers.adminShopStep(id, 'verify'), tone: 'secondary' },
  );
  return (
    <StepActions
      subject={name}
      steps={steps}
      reasoned={
        status === 'active'
          ? {
              label: 'Suspend',
              href: handlers.adminShopStep(id, 'suspend'),
              confirm: 'Suspend shop',
              hint: 'Its products are hidden from buyers; the seller is e-mailed this reason.',
              max: SHOP_SUSPEND_REASON_MAX,
              schema: adminShopSuspendBodySchema,
            }
          : null
      }
    />
  );
}
