// The frame of the account forms (register and the reset steps): the error summary, a notice once
// done, the fields, the full-width submit button that says when it works, and what follows it.
import type { FormEvent, ReactNode } from 'react';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import type { UseFormReturn } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';

interface AuthFormProps<F extends string> {
  form: UseFormReturn<F>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** What the form is for, above its messages. */
  intro?: ReactNode;
  /** The notice once the form is done, while the next screen opens; unset, the form has no notice. */
  doneMessage?: string;
  submitLabel: string;
  busyLabel: string;
  /** The button's label once the form is done, when it differs from `submitLabel`. */
  doneLabel?: string;
  /** The fields. */
  children: ReactNode;
  /** What follows the submit button, such as the ways to the other auth screens. */
  after?: ReactNode;
}

export function AuthForm<F extends string>({ form, onSubmit, intro, doneMessage, submitLabel, busyLabel, doneLabel, children, after }: AuthFormProps<F>) {
  const label = form.busy ? busyLabel : form.done && doneLabel ? doneLabel : submitLabel;
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      {intro}
      <FormSummary id={form.summaryId} message={form.summary} />
      {doneMessage ? <FormStatus>{form.done ? doneMessage : null}</FormStatus> : null}
      {children}
      <button type="submit" className={`${button.button} ${button.primary} ${button.block}`} disabled={form.busy || form.done}>
        {label}
      </button>
      {after}
    </form>
  );
}
