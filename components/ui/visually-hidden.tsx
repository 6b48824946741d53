import type { ReactNode } from 'react';
import styles from './visually-hidden.module.scss';

/** Text for assistive technology only, such as the count in 'Cart, 3 items'. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={styles.visuallyHidden}>
      {children}
    </span>
  );
}
