import type { ReactNode } from 'react';
import styles from './status-page.module.scss';

interface StatusPageProps {
  /** A short line above the title, e.g. 'Error 404'. */
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** Buttons and links under the message. */
  actions?: ReactNode;
}

/** The body of the 404, error and global-error pages. Hook-free, so client error pages can use it. */
export function StatusPage({ eyebrow, title, children, actions }: StatusPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.motif} aria-hidden="true" />
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
