// A row of headline figures (an account's orders and wallet, a shop's balance): each a label over
// its value, as the account pages draw them.
import type { ReactNode } from 'react';
import styles from './account.module.scss';

export interface Figure {
  label: string;
  value: ReactNode;
}

/** `label` names the list for assistive technology ("Your account in figures"). */
export function Figures({ label, figures }: { label: string; figures: Figure[] }) {
  return (
    <ul className={styles.figures} aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.label} className={styles.figure}>
          <span className={styles.figureLabel}>{figure.label}</span>
          <span className={styles.figureValue}>{figure.value}</span>
        </li>
      ))}
    </ul>
  );
}
