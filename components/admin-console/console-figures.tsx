// A row of the console's figures (the overview's, the money page's): each a label over its value
// and a line on what it counts; a figure whose matter has its own screen is a card that leads there
// (the label is the link). Server-rendered, no script.
import Link from 'next/link';
import account from '@/components/account/account.module.scss';
import styles from './console-figures.module.scss';

export interface ConsoleFigure {
  label: string;
  value: string;
  /** What the figure counts, in a line. */
  note: string;
  /** The screen that deals with it, when the console has one. */
  href?: string;
}

/** `label` names the list for assistive technology ("The marketplace in figures"). */
export function ConsoleFigures({ label, figures }: { label: string; figures: ConsoleFigure[] }) {
  return (
    <ul className={account.figures} aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.label} className={figure.href ? `${account.figure} ${styles.linked}` : account.figure}>
          {figure.href ? (
            <Link href={figure.href} className={styles.figureLink}>
              {figure.label}
            </Link>
          ) : (
            <span className={account.figureLabel}>{figure.label}</span>
          )}
          <span className={account.figureValue}>{figure.value}</span>
          <span className={styles.note}>{figure.note}</span>
        </li>
      ))}
    </ul>
  );
}
