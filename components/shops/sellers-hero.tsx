// The band at the top of the Sellers Hub and the two galleries: the page's title, what it holds,
// and where to go next.
import type { ReactNode } from 'react';
import styles from './sellers-hero.module.scss';

interface SellersHeroProps {
  /** A small line above the title ('Sellers Hub'). */
  eyebrow?: string;
  title: string;
  intro: string;
  /** Links or figures under the intro. */
  children?: ReactNode;
}

export function SellersHero({ eyebrow, title, intro, children }: SellersHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children && <div className={styles.extra}>{children}</div>}
      </div>
    </header>
  );
}
