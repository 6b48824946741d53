'use client';
// Change Password (spec section 5): current, new and confirm; the spec's messages; for real
// through POST /api/account/change-password. The API ends the account's other sessions; this one
// stays. On success the fields are cleared.
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import button from '@/components/ui/button.module.scss';
import formStyles from '@/components/forms/form.module.scss';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { changePasswordSchema } from '@/lib/validation/auth';
import { handlers } from '@/lib/routing/urls';
import styles from './account.module.scss';
import { MIN_PASSWORD_LENGTH } from '@/contract/rules/passwords';
import { messageAnswer } from '@/lib/http/answers/common';

const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;
const EMPTY = { current_password: '', new_password: '', new_password_confirmation: '' };

export function ChangePasswordForm() {
  const form = useForm(EMPTY, FIELDS);

  const onSubmit = form.submitWhenValid(changePasswordSchema, async (input) => {
    const answer = await form.send(handlers.changePassword, messageAnswer, { body: input }, AUTH_MESSAGES.passwordChangeFailed);
    if (!answer) return;
    form.reset(EMPTY);
    form.setNotice(answer.message);
  });

  return (
    <form className={`${formStyles.form} ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <FormStatus>{form.notice}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />
      <Field {...form.field('current_password')} label="Current password" type="password" autoComplete="current-password" required />
      <Field
        {...form.field('new_password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        required
      />
      <Field {...form.field('new_password_confirmation')} label="Confirm new password" type="password" autoComplete="new-password" required />
      <div className={formStyles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={form.busy}>
          {form.busy ? 'Updating...' : 'Update password'}
        </button>
      </div>
    </form>
  );
}
