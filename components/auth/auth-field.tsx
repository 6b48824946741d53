'use client';
// One labelled input with its hint and error, wired for assistive technology: the error and the
// hint are the input's description and an error marks it invalid.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FormError } from '@/components/ui/form-error';
import styles from './auth-form.module.scss';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'ref'> {
  label: string;
  name: string;
  error?: string;
  /** Invalid even without its own message (the form's summary explains it). */
  invalid?: boolean;
  /** Another element that describes this field, such as the form's error summary. */
  describedBy?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function AuthField({
  label,
  name,
  error,
  invalid = false,
  describedBy: extra,
  hint,
  inputRef,
  type = 'text',
  className,
  ...input
}: AuthFieldProps) {
  const id = `${useId()}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, extra, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        className={className ? `${styles.input} ${className}` : styles.input}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errorId ? <FormError id={errorId}>{error}</FormError> : null}
    </div>
  );
}
