// A landing page section: a heading, an optional 'View all' link and its content.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './landing-section.module.scss';

interface LandingSectionProps {
  /** Unique on the page: the heading's id is derived from it. */
  id: string;
  title: string;
  intro?: string;
  viewAll?: { href: string; label: string };
  children: ReactNode;
}

export function LandingSection({ id, title, intro, viewAll, children }: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {viewAll && (
          <Link href={viewAll.href} className={styles.viewAll}>
            {viewAll.label}
            <Icon name="arrow-right" size={18} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
