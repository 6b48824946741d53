'use client';
// Step 2 of the reset flow: the 6-digit code. Only the code is sent; the handler takes the email
// from the sealed reset cookie and keeps the API's reset token there.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { verifyCodeSchema } from '@/lib/validation/auth';
import { Field } from '@/components/forms/field';
import { useDelayedPush } from '@/components/forms/use-delayed-push';
import button from '@/components/ui/button.module.scss';
import { handlers, pages } from '@/lib/routing/urls';
import { AuthForm } from './auth-form';
import { RestartNotice } from './restart-notice';
import { useResetStep } from './use-reset-step';
import { codeVerifiedAnswer } from '@/lib/http/answers/auth';
import styles from './auth-form.module.scss';
import { RESET_CODE_LENGTH } from '@/contract/rules/passwords';
import { authTimings } from './auth-timings';

const FIELDS = ['code'] as const;

export function VerifyCodeForm({ email }: { email: string }) {
  const router = useRouter();
  const pushAfter = useDelayedPush();
  const { form, restart, sendStep } = useResetStep({ code: '' }, FIELDS);

  const onSubmit = form.submitWhenValid(verifyCodeSchema, async (input) => {
    // Once verified, the handler answers with the flow's email.
    const answer = await sendStep(handlers.verifyResetCode, codeVerifiedAnswer, { code: input.code }, AUTH_MESSAGES.codeInvalid);
    if (!answer) return;
    form.setDone(true);
    const verified = answer.email.trim() ? answer.email : email;
    pushAfter(pages.resetPassword(verified), authTimings.afterVerifyMs);
  });

  if (restart) return <RestartNotice message={restart} />;

  const pending = form.busy || form.done;

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      intro={
        <p className={styles.intro}>
          If an account exists for <strong>{email}</strong>, we have emailed it a {RESET_CODE_LENGTH}-digit code.
        </p>
      }
      doneMessage={AUTH_MESSAGES.codeVerified}
      submitLabel="Verify Code"
      busyLabel="Verifying..."
      after={
        <>
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
        </>
      }
    >
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
    </AuthForm>
  );
}
