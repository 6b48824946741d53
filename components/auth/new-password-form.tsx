'use client';
// Step 3 of the reset flow: the new password. The proof is the reset token sealed in the reset
// cookie (after the code screen) or the token or code and email of an emailed link.
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { newPasswordSchema } from '@/lib/validation/auth';
import { Field } from '@/components/forms/field';
import { useDelayedPush } from '@/components/forms/use-delayed-push';
import { handlers, pages } from '@/lib/routing/urls';
import { AuthForm } from './auth-form';
import { RestartNotice } from './restart-notice';
import { useResetStep } from './use-reset-step';
import { messageAnswer } from '@/lib/http/answers/common';
import styles from './auth-form.module.scss';
import { MIN_PASSWORD_LENGTH } from '@/contract/rules/passwords';
import { authTimings } from './auth-timings';

const FIELDS = ['password', 'password_confirmation'] as const;

export interface ResetLink {
  email?: string;
  token?: string;
  code?: string;
}

export function NewPasswordForm({ email, link = {} }: { email?: string | null; link?: ResetLink }) {
  const pushAfter = useDelayedPush();
  const { form, restart, sendStep } = useResetStep({ password: '', password_confirmation: '' }, FIELDS);

  const onSubmit = form.submitWhenValid(newPasswordSchema, async (input) => {
    const answer = await sendStep(handlers.resetPassword, messageAnswer, { ...input, ...link }, AUTH_MESSAGES.resetFailed);
    if (!answer) return;
    form.setDone(true);
    pushAfter(pages.login(), authTimings.afterResetMs);
  });

  if (restart) return <RestartNotice message={restart} />;

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      intro={
        email ? (
          <p className={styles.intro}>
            Choose a new password for <strong>{email}</strong>.
          </p>
        ) : null
      }
      doneMessage={AUTH_MESSAGES.passwordReset}
      submitLabel="Reset Password"
      busyLabel="Resetting..."
    >
      <Field
        {...form.field('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        minLength={MIN_PASSWORD_LENGTH}
        required
      />
      <Field
        {...form.field('password_confirmation')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
      />
    </AuthForm>
  );
}
