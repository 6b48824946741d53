// A success or progress notice: an always-present polite live region, so a new message is announced.
import type { ReactNode } from 'react';
import styles from './auth-form.module.scss';

export function FormStatus({ children }: { children?: ReactNode }) {
  return (
    <div role="status" className={children ? styles.notice : undefined}>
      {children}
    </div>
  );
}
