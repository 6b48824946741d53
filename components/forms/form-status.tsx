// The two messages every form shows: a success or progress notice (an always-present polite live
// region, so a new message is announced) and the error summary (the spec's one-line message: a
// validation rule, the API's answer or the screen's fallback) through the one form-error component.
import type { ReactNode } from 'react';
import { FormError } from '@/components/ui/form-error';
import styles from './form.module.scss';

interface LookProps {
  /** Replaces the boxed look, for a form on a dark band. */
  className?: string;
}

export function FormStatus({ children, className }: LookProps & { children?: ReactNode }) {
  return (
    <div role="status" className={className ?? (children ? styles.notice : undefined)}>
      {children}
    </div>
  );
}

export function FormSummary({ id, message, className }: LookProps & { id: string; message: string | null | undefined }) {
  return (
    <FormError id={id} className={className ?? styles.summary}>
      {message}
    </FormError>
  );
}
