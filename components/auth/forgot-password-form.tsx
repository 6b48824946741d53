'use client';
// Step 1 of the reset flow: the email. The handler keeps it in the sealed reset cookie, so the
// code screen never reads it from the URL.
import type { FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import { useToast } from '@/components/ui/toast';
import { authMessages, authTimings } from './auth-messages';
import { AuthField } from './auth-field';
import { FormSummary } from './form-summary';
import { postForm } from './post-form';
import { useAuthForm } from './use-auth-form';
import button from '@/components/ui/button.module.scss';
import styles from './auth-form.module.scss';

const FIELDS = ['email'] as const;
const VERIFY_PATH = '/verify-reset-code';

export function ForgotPasswordForm() {
  const router = useRouter();
  const toast = useToast();
  const form = useAuthForm({ email: '' }, FIELDS);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.run(async () => {
      form.clearErrors();
      const input = form.validate(forgotPasswordSchema);
      if (!input) return;
      const answer = await postForm('/api/auth/forgot-password', input, authMessages.codeSendFailed);
      if (!answer.ok) {
        form.showErrors(answer.fieldErrors, answer.message);
        return;
      }
      form.setDone(true);
      // The toast lives in the root layout, so it stays on screen while the code screen opens.
      toast.show(authMessages.codeSent, { durationMs: authTimings.noticeMs });
      router.push(VERIFY_PATH);
    });
  }

  const pending = form.busy || form.done;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <FormSummary id={form.summaryId} message={form.summary} />
      <AuthField
        {...form.field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        hint="We will email you a 6-digit code."
        required
      />
      <button type="submit" className={`${button.button} ${button.primary} ${button.block}`} disabled={pending}>
        {form.busy ? 'Sending...' : 'Send Reset Code'}
      </button>
      <p className={styles.aside}>
        Remembered it?{' '}
        <Link href="/login" className={styles.link}>
          Back to login
        </Link>
      </p>
    </form>
  );
}
