import type { ReactNode } from 'react';
import styles from './form-error.module.scss';

interface FormErrorProps {
  /** Referenced by the field's `aria-describedby`. */
  id: string;
  /** Nothing renders without a message, so the alert is announced when one appears. */
  children?: ReactNode;
  className?: string;
}

/** The one way a form shows an error: an alert, tied to its field by id. */
export function FormError({ id, children, className }: FormErrorProps) {
  if (children === undefined || children === null || children === '' || children === false) return null;
  return (
    <p id={id} role="alert" className={className ? `${styles.error} ${className}` : styles.error}>
      {children}
    </p>
  );
}
