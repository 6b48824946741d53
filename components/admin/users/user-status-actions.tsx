'use client';
// Suspend, Ban and Reactivate on a person's page in the console (issue 33, point 2). Each step is
// confirmed first, with an optional reason kept in the audit log, and goes through our route
// handler (PATCH /api/admin/users/{id}/status) in the one form system (the console's reason form). The API's refusal (your own
// account, the last active admin) is shown in its words; a change made reads the page again, so
// the status and its history show it.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ReasonForm } from '@/components/admin-console/reason-form';
import { FormStatus } from '@/components/forms/form-status';
import { useFadingNotice } from '@/components/forms/use-form';
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

/** The reason's rules; the status is the step's own, not typed in. */
const reasonSchema = accountStatusSchema.pick({ reason: true });

export function UserStatusActions({ userId, name, status }: { userId: number; name: string; status: string }) {
  const router = useRouter();
  const [open, setOpen] = useState<Step | null>(null);
  const [notice, setNotice] = useFadingNotice(undefined);

  return (
    <div className={styles.steps}>
      <FormStatus>{notice}</FormStatus>
      {open ? (
        <ReasonForm
          label={`${open.label} ${name}`}
          hint={ADMIN_USER_MESSAGES.reasonHint}
          maxLength={ACCOUNT_STATUS_REASON_MAX}
          required={false}
          submit={`Yes, ${open.label.toLowerCase()}`}
          schema={reasonSchema}
          act={async (input, send) => {
            const body = { status: open.status, ...input };
            const answer = await send(handlers.userStatus(userId), userStatusAnswer, { method: 'PATCH', body }, ACCOUNT_MESSAGES.statusFailed);
            return answer ? answer.message : null;
          }}
          onDone={(message) => {
            setOpen(null);
            setNotice(message);
            router.refresh();
          }}
          onBack={() => setOpen(null)}
          className={formStyles.form}
        >
          <p className={styles.confirm}>{ADMIN_USER_MESSAGES.confirm(open.label, name)}</p>
          <p className={styles.muted}>{open.hint}</p>
        </ReasonForm>
      ) : (
        <div className={styles.buttons}>
          {STEPS.filter((step) => step.status !== status).map((step) => (
            <button
              key={step.status}
              type="button"
              className={`${button.button} ${step.status === 'active' ? button.primary : button.secondary} ${button.small}`}
              onClick={() => {
                setNotice(null);
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
