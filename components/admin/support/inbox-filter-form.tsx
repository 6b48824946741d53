// The support inbox's filters (status, priority, category): a GET form that leaves empty fields
// out of the address (each view has its own address and works without JavaScript), built from the
// one form system's Field; the choices are the contract's lists.
import Link from 'next/link';
import { GetForm } from '@/components/catalog/get-form';
import { Field } from '@/components/forms/field';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS } from '@/components/support/ticket-labels';
import button from '@/components/ui/button.module.scss';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@/contract/rules/tickets';
import type { InboxQuery } from '@/lib/admin/support-filters';
import { pages } from '@/lib/routing/urls';
import styles from './admin-support.module.scss';

export function InboxFilterForm({ filters }: Pick<InboxQuery, 'filters'>) {
  return (
    <GetForm className={styles.filter} action={pages.adminSupport()} role="search" aria-label="Filter tickets">
      <Field label="Status" name="status" as="select" defaultValue={filters.status ?? ''}>
        <option value="">Any status</option>
        {TICKET_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </Field>
      <Field label="Priority" name="priority" as="select" defaultValue={filters.priority ?? ''}>
        <option value="">Any priority</option>
        {TICKET_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {PRIORITY_LABELS[priority]}
          </option>
        ))}
      </Field>
      <Field label="Category" name="category" as="select" defaultValue={filters.category ?? ''}>
        <option value="">Any category</option>
        {TICKET_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CATEGORY_LABELS[category]}
          </option>
        ))}
      </Field>
      <div className={styles.filterActions}>
        <button type="submit" className={`${button.button} ${button.primary}`}>
          Filter
        </button>
        <Link href={pages.adminSupport()} className={`${button.button} ${button.secondary}`}>
          Clear
        </Link>
      </div>
    </GetForm>
  );
}
