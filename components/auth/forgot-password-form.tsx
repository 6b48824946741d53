'use client';
// Step 1 of the reset flow: the email. The handler keeps it in the sealed reset cookie, so the
// code screen never reads it from the URL.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import { useToast } from '@/components/ui/toast';
import { Field } from '@/components/forms/field';
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { handlers, pages } from '@/lib/routing/urls';
import styles from './auth-form.module.scss';
import { authTimings } from './auth-timings';

const FIELDS = ['email'] as const;
const VERIFY_PATH = pages.verifyResetCode;

export function ForgotPasswordForm() {
  const router = useRouter();
  const toast = useToast();
  const form = useForm({ email: '' }, FIELDS);

  const onSubmit = form.submitWhenValid(forgotPasswordSchema, async (input) => {
    const answer = await form.send(handlers.forgotPassword, { body: input }, AUTH_MESSAGES.codeSendFailed);
    if (!answer) return;
    form.setDone(true);
    // The toast lives in the root layout, so it stays on screen while the code screen opens.
    toast.show(AUTH_MESSAGES.codeSent, { durationMs: authTimings.noticeMs });
    router.push(VERIFY_PATH);
  });

  const pending = form.busy || form.done;

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <FormSummary id={form.summaryId} message={form.summary} />
      <Field
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
        <Link href={pages.login()} className={styles.link}>
          Back to login
        </Link>
      </p>
    </form>
  );
}
