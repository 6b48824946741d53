// The audit log's filters, in the console's filter form, built from the one form system's Field.
// The choices are the contract's lists.
import { Field } from '@/components/forms/field';
import { AUDIT_ACTOR_MAX } from '@/contract/api/admin-audit';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@/contract/rules/audit';
import type { AuditPageQuery } from '@/lib/admin/audit-filters';
import { pages } from '@/lib/routing/urls';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from './audit-labels';
import { ConsoleFilter } from './console-filter';

export function AuditFilterForm({ typed, problems }: Pick<AuditPageQuery, 'typed' | 'problems'>) {
  return (
    <ConsoleFilter action={pages.adminAudit()} label="Filter the audit log" submit="Filter" problems={problems}>
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
    </ConsoleFilter>
  );
}
