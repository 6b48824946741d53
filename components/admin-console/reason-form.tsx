'use client';
// An admin's step that needs a reason (rejecting a return, hiding a review), opened in its row:
// the reason (required; its hint says who reads it), the step's button and Back, in the one form
// system. The reason takes the focus as the form opens. The API's refusal (a 409 when another admin
// acted first) is shown as it says it; a step taken hands its message to `onDone`. Closing the
// form (Back, or the row's own choice after `onDone`) unmounts it, which forgets the reason.
import { useEffect, useRef } from 'react';
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

interface ReasonFormProps<S extends z.ZodType<{ reason: string }>> {
  /** The form's name: the step and what it acts on, as its opening button says it. */
  label: string;
  hint: string;
  maxLength: number;
  /** The submit button's words, and what it says while the step is sent. */
  submit: string;
  working: string;
  schema: S;
  /** Sends the checked reason through `send`; the step's message, or null when it was refused. */
  act(input: z.infer<S>, send: ReasonSend): Promise<string | null>;
  onDone(message: string): void;
  onBack(): void;
  /** The row's own width for the form, where it wants more than the usual. */
  className?: string;
}

export function ReasonForm<S extends z.ZodType<{ reason: string }>>({
  label,
  hint,
  maxLength,
  submit,
  working,
  schema,
  act,
  onDone,
  onBack,
  className,
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
    <form
      ref={element}
      className={className ? `${styles.form} ${className}` : styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={form.busy}
      aria-label={label}
    >
      <FormSummary id={form.summaryId} message={form.summary} />
      <Field {...form.field('reason')} as="textarea" rows={3} label="Reason" hint={hint} maxLength={maxLength} disabled={form.busy} required />
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
