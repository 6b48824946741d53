// The audit log's filters: a GET form that leaves empty fields out of the address (every view has
// its own address and works without JavaScript), built from the one form system's Field. The
// choices are the contract's lists.
import Link from 'next/link';
import account from '@/components/account/account.module.scss';
import { GetForm } from '@/components/catalog/get-form';
import { Field } from '@/components/forms/field';
import button from '@/components/ui/button.module.scss';
import { AUDIT_ACTOR_MAX } from '@/contract/api/admin-audit';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@/contract/rules/audit';
import type { AuditPageQuery } from '@/lib/admin/audit-filters';
import { pages } from '@/lib/routing/urls';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from './audit-labels';
import styles from './audit-log.module.scss';

export function AuditFilterForm({ typed, problems }: Pick<AuditPageQuery, 'typed' | 'problems'>) {
  return (
    <GetForm className={styles.filter} action={pages.adminAudit()} role="search" aria-label="Filter the audit log">
      <Field label="Action" name="action" as="select" defaultValue={typed.action}>
        <option value="">Any action</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {AUDIT_ACTION_LABELS[action]}
          </option>
        ))}
      </Field>
      <Field label="Target" name="target_type" as="select" defaultValue={typed.target_type}>
        <option value="">Anything</option>
        {AUDIT_TARGETS.map((target) => (
          <option key={target} value={target}>
            {AUDIT_TARGET_LABELS[target]}
          </option>
        ))}
      </Field>
      <Field label="Target id" name="target_id" inputMode="numeric" defaultValue={typed.target_id} />
      <Field label="Admin's e-mail contains" name="actor" type="search" maxLength={AUDIT_ACTOR_MAX} defaultValue={typed.actor} />
      <Field label="From" name="from" type="date" defaultValue={typed.from} />
      <Field label="To" name="to" type="date" defaultValue={typed.to} />
      <div className={styles.filterActions}>
        <button type="submit" className={`${button.button} ${button.primary}`}>
          Filter
        </button>
        <Link href={pages.adminAudit()} className={`${button.button} ${button.secondary}`}>
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
