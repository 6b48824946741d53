// The support inbox's filters (status, priority, category): a GET form that leaves empty fields
// out of the address (each view has its own address and works without JavaScript), built from the
// one form system's FilterSelect; the choices are the contract's lists.
import Link from 'next/link';
import { GetForm } from '@/components/catalog/get-form';
import { FilterSelect } from '@/components/forms/filter-select';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS } from '@/components/support/ticket-labels';
import button from '@/components/ui/button.module.scss';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@/contract/rules/tickets';
import type { InboxQuery } from '@/lib/admin/support-filters';
import { pages } from '@/lib/routing/urls';
import styles from './admin-support.module.scss';

export function InboxFilterForm({ filters }: Pick<InboxQuery, 'filters'>) {
  return (
    <GetForm className={styles.filter} action={pages.adminSupport()} role="search" aria-label="Filter tickets">
      <FilterSelect label="Status" name="status" defaultValue={filters.status} any="Any status" values={TICKET_STATUSES} labels={STATUS_LABELS} />
      <FilterSelect label="Priority" name="priority" defaultValue={filters.priority} any="Any priority" values={TICKET_PRIORITIES} labels={PRIORITY_LABELS} />
      <FilterSelect label="Category" name="category" defaultValue={filters.category} any="Any category" values={TICKET_CATEGORIES} labels={CATEGORY_LABELS} />
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
