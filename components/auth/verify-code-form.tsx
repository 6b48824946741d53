'use client';
// Step 2 of the reset flow: the 6-digit code. Only the code is sent; the handler takes the email
// from the sealed reset cookie and keeps the API's reset token there.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { verifyCodeSchema } from '@/lib/validation/auth';
import { RESET_CODE_LENGTH } from '@/lib/validation/messages';
import { authMessages, authTimings } from './auth-messages';
import { AuthField } from './auth-field';
import { FormSummary } from './form-summary';
import { FormStatus } from './form-status';
import { postForm } from './post-form';
import { RestartNotice } from './restart-notice';
import { useAuthForm } from './use-auth-form';
import button from '@/components/ui/button.module.scss';
import styles from './auth-form.module.scss';

const FIELDS = ['code'] as const;

export function VerifyCodeForm({ email }: { email: string }) {
  const router = useRouter();
  const form = useAuthForm({ code: '' }, FIELDS);
  const [restart, setRestart] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.run(async () => {
      form.clearErrors();
      const input = form.validate(verifyCodeSchema);
      if (!input) return;
      const answer = await postForm('/api/auth/verify-reset-code', { code: input.code }, authMessages.codeInvalid);
      if (answer.restart) {
        setRestart(answer.message);
        return;
      }
      if (!answer.ok) {
        form.showErrors(answer.fieldErrors, answer.message);
        return;
      }
      form.setDone(true);
      const next = `/reset-password?email=${encodeURIComponent(answer.email ?? email)}`;
      timer.current = setTimeout(() => router.push(next), authTimings.afterVerifyMs);
    });
  }

  if (restart) return <RestartNotice message={restart} />;

  const pending = form.busy || form.done;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <p className={styles.intro}>
        If an account exists for <strong>{email}</strong>, we have emailed it a {RESET_CODE_LENGTH}-digit code.
      </p>
      <FormSummary id={form.summaryId} message={form.summary} />
      <FormStatus>{form.done ? authMessages.codeVerified : null}</FormStatus>
      <AuthField
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
      <button type="button" className={`${button.button} ${button.secondary} ${button.block}`} onClick={() => router.push('/forgot-password')} disabled={pending}>
        Resend Code
      </button>
      <p className={styles.aside}>
        <Link href="/login" className={styles.link}>
          Back to login
        </Link>
        <span aria-hidden="true"> · </span>
        No account yet?{' '}
        <Link href="/register" className={styles.link}>
          Register
        </Link>
      </p>
    </form>
  );
}
