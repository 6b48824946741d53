'use client';
// Step 2 of the reset flow: the 6-digit code. Only the code is sent; the handler takes the email
// from the sealed reset cookie and keeps the API's reset token there.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { verifyCodeSchema } from '@/lib/validation/auth';
import { sendJson } from '@/lib/http/client';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { handlers, pages } from '@/lib/routing/urls';
import { RestartNotice } from './restart-notice';
import styles from './auth-form.module.scss';
import { RESET_CODE_LENGTH } from '@/lib/validation/limits';
import { authTimings } from './auth-timings';

const FIELDS = ['code'] as const;

/** The handler's answer: `restart` when the reset flow is gone, the flow's email once verified. */
type VerifyAnswer = { restart?: unknown; email?: unknown };

export function VerifyCodeForm({ email }: { email: string }) {
  const router = useRouter();
  const form = useForm({ code: '' }, FIELDS);
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
      const input = form.validate(verifyCodeSchema);
      if (!input) return;
      const answer = await sendJson<VerifyAnswer>(handlers.verifyResetCode, { body: { code: input.code } }, AUTH_MESSAGES.codeInvalid);
      if (answer.data.restart === true) {
        setRestart(answer.message);
        return;
      }
      if (!answer.ok) {
        form.showErrors(answer.fieldErrors, answer.message);
        return;
      }
      form.setDone(true);
      const verified = typeof answer.data.email === 'string' && answer.data.email.trim() ? answer.data.email : email;
      const next = pages.resetPassword(verified);
      timer.current = setTimeout(() => router.push(next), authTimings.afterVerifyMs);
    });
  }

  if (restart) return <RestartNotice message={restart} />;

  const pending = form.busy || form.done;

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <p className={styles.intro}>
        If an account exists for <strong>{email}</strong>, we have emailed it a {RESET_CODE_LENGTH}-digit code.
      </p>
      <FormSummary id={form.summaryId} message={form.summary} />
      <FormStatus>{form.done ? AUTH_MESSAGES.codeVerified : null}</FormStatus>
      <Field
        {...form.field('code')}
        label="Reset code"
        maxLength={RESET_CODE_LENGTH}
        placeholder="Enter 6-digit code"
        hint="Code expires in 10 minutes"
        inputMode="numeric"
        autoComplete="one-time-code"
        className={styles.code}
        required
      />
      <button type="submit" className={`${button.button} ${button.primary} ${button.block}`} disabled={pending}>
        {form.busy ? 'Verifying...' : 'Verify Code'}
      </button>
      <button
        type="button"
        className={`${button.button} ${button.secondary} ${button.block}`}
        onClick={() => router.push(pages.forgotPassword)}
        disabled={pending}
      >
        Resend Code
      </button>
      <p className={styles.aside}>
        <Link href={pages.login()} className={styles.link}>
          Back to login
        </Link>
        <span aria-hidden="true"> · </span>
        No account yet?{' '}
        <Link href={pages.register()} className={styles.link}>
          Register
        </Link>
      </p>
    </form>
  );
}
