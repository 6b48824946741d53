// One labelled control (input, textarea or select) with its hint and error, wired for assistive
// technology: the error and the hint are the control's description and an error marks it invalid.
// No client state of its own, so a server-rendered form (a plain GET) uses it too.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FormError } from '@/components/ui/form-error';
import type { FormControl } from './use-form';
import styles from './form.module.scss';

interface CommonProps {
  label: string;
  name: string;
  error?: string;
  /** Invalid even without its own message (the form's summary explains it). */
  invalid?: boolean;
  /** Another element that describes this field, such as the form's error summary. */
  describedBy?: string;
  hint?: string;
  inputRef?: Ref<FormControl>;
  className?: string;
  /** What sits on the control's line, such as the submit button of a one-field form. */
  beside?: ReactNode;
}

type InputProps = CommonProps & { as?: 'input' } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'ref' | 'name' | 'className'>;
type TextareaProps = CommonProps & { as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'ref' | 'name' | 'className'>;
type SelectProps = CommonProps & { as: 'select'; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'ref' | 'name' | 'className'>;

export type FieldProps = InputProps | TextareaProps | SelectProps;

/** The props without `as`, which names the element and is no attribute of it. */
function withoutAs<T extends { as?: unknown }>(props: T): Omit<T, 'as'> {
  const copy = { ...props };
  delete copy.as;
  return copy;
}

export function Field(props: FieldProps) {
  const { label, name, error, invalid = false, describedBy: extra, hint, inputRef, className, beside, ...rest } = props;
  const id = `${useId()}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const shared = {
    id,
    name,
    className: className ? `${styles.input} ${className}` : styles.input,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': [errorId, extra, hintId].filter(Boolean).join(' ') || undefined,
  };

  let control: ReactNode;
  if (rest.as === 'textarea') {
    const textarea = withoutAs(rest);
    control = <textarea {...textarea} {...shared} ref={inputRef as Ref<HTMLTextAreaElement>} />;
  } else if (rest.as === 'select') {
    const { children, ...select } = withoutAs(rest);
    control = (
      <select {...select} {...shared} ref={inputRef as Ref<HTMLSelectElement>}>
        {children}
      </select>
    );
  } else {
    const { type = 'text', ...input } = withoutAs(rest);
    control = <input {...input} {...shared} type={type} ref={inputRef as Ref<HTMLInputElement>} />;
  }

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {beside ? (
        <div className={styles.row}>
          {control}
          {beside}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errorId ? <FormError id={errorId}>{error}</FormError> : null}
    </div>
  );
}
