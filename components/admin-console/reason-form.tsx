'use client';
// An admin's step with a reason (rejecting a return, hiding a review, suspending an account), once
// opened: what the step will do where it says so, the reason (required unless the step says
// otherwise; its hint says who reads it), the step's button and Back, in the one form system. The
// reason takes the focus as the form opens. The API's refusal (a 409 when another admin acted
// first) is shown as it says it; a step taken hands its message to `onDone`. Closing the form
// (Back, or the caller's own choice after `onDone`) unmounts it, which forgets the reason.
import { useEffect, useRef, type ReactNode } from 'react';
import type { z } from 'zod';
import { Field } from '@/components/forms/field';
import { FormSummary } from '@/components/forms/form-status';
import { useForm, type UseFormReturn } from '@/components/forms/use-form';
import button from '@/components/ui/button.module.scss';
import styles from './reason-form.module.scss';

const FIELDS = ['reason'] as const;
const EMPTY = { reason: '' };

/** The form's own `send`: a refusal is shown in the form, and the answer is null then. */
export type ReasonSend = UseFormReturn<'reason'>['send'];

interface ReasonFormProps<S extends z.ZodType> {
  /** The form's name: the step and what it acts on, as its opening button says it. */
  label: string;
  hint: string;
  maxLength: number;
  /** False where the reason may be left out. */
  required?: boolean;
  /** The submit button's words, and what it says while the step is sent (unset: the same words). */
  submit: string;
  working?: string;
  /** The rules for `{ reason }`. */
  schema: S;
  /** Sends the checked reason through `send`; the step's message, or null when it was refused. */
  act(input: z.infer<S>, send: ReasonSend): Promise<string | null>;
  onDone(message: string): void;
  onBack(): void;
  /** The form's own look, instead of the narrow column a table row gives it. */
  className?: string;
  /** Said above the reason, such as the confirmation's question. */
  children?: ReactNode;
}

export function ReasonForm<S extends z.ZodType>({
  label,
  hint,
  maxLength,
  required = true,
  submit,
  working = submit,
  schema,
  act,
  onDone,
  onBack,
  className = styles.form,
  children,
}: ReasonFormProps<S>) {
  const form = useForm(EMPTY, FIELDS);
  const element = useRef<HTMLFormElement>(null);

  useEffect(() => {
    element.current?.querySelector('textarea')?.focus();
  }, []);

  const onSubmit = form.submitWhenValid(schema, async (input) => {
    const message = await act(input, form.send);
    if (message !== null) onDone(message);
  });

  return (
    <form ref={element} className={className} onSubmit={onSubmit} noValidate aria-busy={form.busy} aria-label={label}>
      <FormSummary id={form.summaryId} message={form.summary} />
      {children}
      <Field {...form.field('reason')} as="textarea" rows={3} label="Reason" hint={hint} maxLength={maxLength} disabled={form.busy} required={required} />
      <div className={styles.buttons}>
        <button type="submit" className={`${button.button} ${button.primary} ${button.small}`} disabled={form.busy}>
          {form.busy ? working : submit}
        </button>
        <button type="button" className={`${button.button} ${button.ghost} ${button.small}`} onClick={onBack} disabled={form.busy}>
          Back
        </button>
      </div>
    </form>
  );
}
