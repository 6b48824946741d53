'use client';
// Step 1 of the reset flow: the email. The handler keeps it in the sealed reset cookie, so the
// code screen never reads it from the URL.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import { useToast } from '@/components/ui/toast';
import { Field } from '@/components/forms/field';
import { useForm } from '@/components/forms/use-form';
import { handlers, pages } from '@/lib/routing/urls';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.scss';
import { authTimings } from './auth-timings';
import { messageAnswer } from '@/lib/http/answers/common';

const FIELDS = ['email'] as const;
const VERIFY_PATH = pages.verifyResetCode;

export function ForgotPasswordForm() {
  const router = useRouter();
  const toast = useToast();
  const form = useForm({ email: '' }, FIELDS);

  const onSubmit = form.submitWhenValid(forgotPasswordSchema, async (input) => {
    const answer = await form.send(handlers.forgotPassword, messageAnswer, { body: input }, AUTH_MESSAGES.codeSendFailed);
    if (!answer) return;
    form.setDone(true);
    // The toast lives in the root layout, so it stays on screen while the code screen opens.
    toast.show(AUTH_MESSAGES.codeSent, { durationMs: authTimings.noticeMs });
    router.push(VERIFY_PATH);
  });

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Send Reset Code"
      busyLabel="Sending..."
      after={
        <p className={styles.aside}>
          Remembered it?{' '}
          <Link href={pages.login()} className={styles.link}>
            Back to login
          </Link>
        </p>
      }
    >
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
    </AuthForm>
  );
}
