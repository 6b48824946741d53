// A console list's filter form (the audit log's, the orders'): a GET form that leaves empty fields
// out of the address (every view has its own address and works without JavaScript), its fields
// given by the list, then its submit button, a Clear link back to the bare list, and the problems
// the list found in the address.
import Link from 'next/link';
import type { ReactNode } from 'react';
import account from '@/components/account/account.module.scss';
import { GetForm } from '@/components/catalog/get-form';
import button from '@/components/ui/button.module.scss';
import styles from './console-filter.module.scss';

type ConsoleFilterProps = {
  /** The bare list's address: the form's action and the Clear link. */
  action: string;
  label: string;
  submit: string;
  problems: readonly string[];
  children: ReactNode;
};

export function ConsoleFilter({ action, label, submit, problems, children }: ConsoleFilterProps) {
  return (
    <GetForm className={styles.filter} action={action} role="search" aria-label={label}>
      {children}
      <div className={styles.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`}>
          {submit}
        </button>
        <Link href={action} className={`${button.button} ${button.secondary}`}>
          Clear
        </Link>
      </div>
      {problems.length > 0 ? (
        <p className={`${account.problem} ${styles.problems}`} role="alert">
          {problems.join(' ')}
        </p>
      ) : null}
    </GetForm>
  );
}
