// The list's filter by state: All, then each state.
import { FilterLinks } from '@/components/staff/filter-links';
import { FULFILMENT_STATES, type FulfilmentState } from '@/contract/rules/status';
import { SELLER_ORDER_STATE_LABELS } from '@/lib/domain/seller-orders';
import { pages } from '@/lib/routing/urls';

export function StateFilter({ current }: { current: FulfilmentState | null }) {
  return (
    <FilterLinks
      label="Filter orders by state"
      links={[
        { href: pages.sellerOrders, label: 'All', current: current === null },
        ...FULFILMENT_STATES.map((state) => ({ href: pages.sellerOrdersIn(state), label: SELLER_ORDER_STATE_LABELS[state], current: state === current })),
      ]}
    />
  );
}
