// The frame of a reset step after the email: the restart notice once the flow is gone, otherwise
// the form with its intro, error summary, done notice, the step's fields and its submit button.
import type { FormEvent, ReactNode } from 'react';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import type { UseFormReturn } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { RestartNotice } from './restart-notice';

interface ResetStepFormProps<F extends string> {
  form: UseFormReturn<F>;
  /** The handler's message once the flow is gone (from useResetStep). */
  restart: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  intro?: ReactNode;
  /** The notice once the step is done, while the next screen opens. */
  doneMessage: string;
  submitLabel: string;
  busyLabel: string;
  /** The step's fields. */
  children: ReactNode;
  /** What follows the submit button, such as other ways on. */
  after?: ReactNode;
}

export function ResetStepForm<F extends string>({
  form,
  restart,
  onSubmit,
  intro,
  doneMessage,
  submitLabel,
  busyLabel,
  children,
  after,
}: ResetStepFormProps<F>) {
  if (restart) return <RestartNotice message={restart} />;

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      {intro}
      <FormSummary id={form.summaryId} message={form.summary} />
      <FormStatus>{form.done ? doneMessage : null}</FormStatus>
      {children}
      <button type="submit" className={`${button.button} ${button.primary} ${button.block}`} disabled={form.busy || form.done}>
        {form.busy ? busyLabel : submitLabel}
      </button>
      {after}
    </form>
  );
}
