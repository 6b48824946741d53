// A two-column list of facts (term, then detail), as the product page's tabs, its summary, the
// Authentic Product view and the top of an order's page show them. Each place lays the list out
// with its own classes.
import type { ReactNode } from 'react';
import styles from './fact-list.module.scss';

export type Fact = [term: string, detail: ReactNode];

interface FactListProps {
  facts: Fact[];
  /** The list's and each fact's classes; the tabs' by default. A list styled from its own class alone gives no `fact`. */
  classes?: { facts: string; fact?: string };
}

export function FactList({ facts, classes = { facts: styles.facts, fact: styles.fact } }: FactListProps) {
  return (
    <dl className={classes.facts}>
      {facts.map(([term, detail]) => (
        <div key={term} className={classes.fact}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
