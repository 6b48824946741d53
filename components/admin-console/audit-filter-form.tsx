// The audit log's filters, in the console's filter form, built from the one form system's Field
// and FilterSelect. The choices are the contract's lists.
import { Field } from '@/components/forms/field';
import { FilterSelect } from '@/components/forms/filter-select';
import { AUDIT_ACTOR_MAX } from '@/contract/api/admin-audit';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@/contract/rules/audit';
import type { AuditPageQuery } from '@/lib/admin/audit-filters';
import { pages } from '@/lib/routing/urls';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from './audit-labels';
import { ConsoleFilter } from './console-filter';

export function AuditFilterForm({ typed, problems }: Pick<AuditPageQuery, 'typed' | 'problems'>) {
  return (
    <ConsoleFilter action={pages.adminAudit()} label="Filter the audit log" submit="Filter" problems={problems}>
      <FilterSelect label="Action" name="action" defaultValue={typed.action} any="Any action" values={AUDIT_ACTIONS} labels={AUDIT_ACTION_LABELS} />
      <FilterSelect label="Target" name="target_type" defaultValue={typed.target_type} any="Anything" values={AUDIT_TARGETS} labels={AUDIT_TARGET_LABELS} />
      <Field label="Target id" name="target_id" inputMode="numeric" defaultValue={typed.target_id} />
      <Field label="Admin's e-mail contains" name="actor" type="search" maxLength={AUDIT_ACTOR_MAX} defaultValue={typed.actor} />
      <Field label="From" name="from" type="date" defaultValue={typed.from} />
      <Field label="To" name="to" type="date" defaultValue={typed.to} />
    </ConsoleFilter>
  );
}
