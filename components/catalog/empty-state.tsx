import type { ReactNode } from 'react';
import styles from './empty-state.module.scss';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** Buttons and links that help the shopper on. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}

/** A list with nothing in it, said plainly, with a way forward. */
export function EmptyState({ title, children, actions, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.empty} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
