// The frame of every auth screen: heading, one line of help, the form.
import type { ReactNode } from 'react';
import styles from './auth-card.module.scss';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, lead, children }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </section>
    </div>
  );
}
