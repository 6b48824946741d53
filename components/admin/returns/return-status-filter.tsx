// The returns queue's filter by status. Pending is the queue itself; Approved and Rejected are what
// was decided.
import { FilterLinks } from '@/components/staff/filter-links';
import { RETURN_STATUSES, type ReturnStatus } from '@/contract/rules/status';
import { pages } from '@/lib/routing/urls';

export function ReturnStatusFilter({ current }: { current: ReturnStatus }) {
  return (
    <FilterLinks
      label="Filter return requests by status"
      links={RETURN_STATUSES.map((status) => ({
        href: pages.adminReturns({ status: status === 'Pending' ? undefined : status }),
        label: status,
        current: status === current,
      }))}
    />
  );
}
