'use client';
// Step 3 of the reset flow: the new password. The proof is the reset token sealed in the reset
// cookie (after the code screen) or the token or code and email of an emailed link.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { newPasswordSchema } from '@/lib/validation/auth';
import { sendJson } from '@/lib/http/client';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { handlers, pages } from '@/lib/routing/urls';
import { RestartNotice } from './restart-notice';
import styles from './auth-form.module.scss';
import { MIN_PASSWORD } from '@/lib/validation/limits';
import { authTimings } from './auth-timings';

const FIELDS = ['password', 'password_confirmation'] as const;

export interface ResetLink {
  email?: string;
  token?: string;
  code?: string;
}

export function NewPasswordForm({ email, link = {} }: { email?: string | null; link?: ResetLink }) {
  const router = useRouter();
  const form = useForm({ password: '', password_confirmation: '' }, FIELDS);
  const [restart, setRestart] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.run(async () => {
      form.clearErrors();
      const input = form.validate(newPasswordSchema);
      if (!input) return;
      const answer = await sendJson<{ restart?: unknown }>(handlers.resetPassword, { body: { ...input, ...link } }, AUTH_MESSAGES.resetFailed);
      // The reset flow is gone (expired, or started in another browser): start again.
      if (answer.data.restart === true) {
        setRestart(answer.message);
        return;
      }
      if (!answer.ok) {
        form.showErrors(answer.fieldErrors, answer.message);
        return;
      }
      form.setDone(true);
      timer.current = setTimeout(() => router.push(pages.login()), authTimings.afterResetMs);
    });
  }

  if (restart) return <RestartNotice message={restart} />;

  const pending = form.busy || form.done;

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      {email ? (
        <p className={styles.intro}>
          Choose a new password for <strong>{email}</strong>.
        </p>
      ) : null}
      <FormSummary id={form.summaryId} message={form.summary} />
      <FormStatus>{form.done ? AUTH_MESSAGES.passwordReset : null}</FormStatus>
      <Field
        {...form.field('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        minLength={MIN_PASSWORD}
        required
      />
      <Field
        {...form.field('password_confirmation')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD}
        required
      />
      <button type="submit" className={`${button.button} ${button.primary} ${button.block}`} disabled={pending}>
        {form.busy ? 'Resetting...' : 'Reset Password'}
      </button>
    </form>
  );
}
