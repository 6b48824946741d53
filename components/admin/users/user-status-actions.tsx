'use client';
// Suspend, Ban and Reactivate on a person's page in the console (issue 33, point 2). Each step is
// confirmed first, with an optional reason kept in the audit log, and goes through our route
// handler (PATCH /api/admin/users/{id}/status) in the one form system. The API's refusal (your own
// account, the last active admin) is shown in its words; a change made reads the page again, so
// the status and its history show it.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useFadingNotice, useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { ACCOUNT_STATUS_REASON_MAX } from '@/contract/api/admin';
import type { AccountStatus } from '@/lib/domain/account';
import { userStatusAnswer } from '@/lib/http/answers/account';
import { ACCOUNT_MESSAGES, ADMIN_USER_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import { accountStatusSchema } from '@/lib/validation/account';
import styles from './users.module.scss';

interface Step {
  status: AccountStatus;
  label: string;
  hint: string;
}

const STEPS: Step[] = [
  { status: 'suspended', label: 'Suspend', hint: ADMIN_USER_MESSAGES.suspendHint },
  { status: 'banned', label: 'Ban', hint: ADMIN_USER_MESSAGES.banHint },
  { status: 'active', label: 'Reactivate', hint: ADMIN_USER_MESSAGES.reactivateHint },
];

const FIELDS = ['status', 'reason'] as const;

export function UserStatusActions({ userId, name, status }: { userId: number; name: string; status: string }) {
  const router = useRouter();
  const [open, setOpen] = useState<Step | null>(null);
  const [notice, setNotice] = useFadingNotice(undefined);
  const form = useForm({ status: '', reason: '' }, FIELDS);
  const opened = useRef<HTMLFormElement>(null);

  // An opened confirmation takes the focus to its reason.
  useEffect(() => {
    if (open) opened.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [open]);

  function close() {
    form.reset();
    setOpen(null);
  }

  const onConfirm = form.submitWhenValid(accountStatusSchema, async (input) => {
    const answer = await form.send(handlers.userStatus(userId), userStatusAnswer, { method: 'PATCH', body: input }, ACCOUNT_MESSAGES.statusFailed);
    if (!answer) return;
    close();
    setNotice(answer.message);
    router.refresh();
  });

  return (
    <div className={styles.steps}>
      <FormStatus>{notice}</FormStatus>
      {open ? (
        <form ref={opened} className={formStyles.form} onSubmit={onConfirm} noValidate aria-busy={form.busy} aria-label={`${open.label} ${name}`}>
          <FormSummary id={form.summaryId} message={form.summary} />
          <p className={styles.confirm}>{ADMIN_USER_MESSAGES.confirm(open.label, name)}</p>
          <p className={styles.muted}>{open.hint}</p>
          <Field
            {...form.field('reason')}
            as="textarea"
            rows={3}
            label="Reason"
            hint={ADMIN_USER_MESSAGES.reasonHint}
            maxLength={ACCOUNT_STATUS_REASON_MAX}
            disabled={form.busy}
          />
          <div className={styles.buttons}>
            <button type="submit" className={`${button.button} ${button.primary} ${button.small}`} disabled={form.busy}>
              {`Yes, ${open.label.toLowerCase()}`}
            </button>
            <button type="button" className={`${button.button} ${button.ghost} ${button.small}`} onClick={close} disabled={form.busy}>
              Back
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.buttons}>
          {STEPS.filter((step) => step.status !== status).map((step) => (
            <button
              key={step.status}
              type="button"
              className={`${button.button} ${step.status === 'active' ? button.primary : button.secondary} ${button.small}`}
              onClick={() => {
                setNotice(null);
                form.reset({ status: step.status, reason: '' });
                setOpen(step);
              }}
            >
              {step.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
