// The list's filter by state: links, so each view has its own address and works without JavaScript.
import Link from 'next/link';
import { FULFILMENT_STATES, type FulfilmentState } from '@/contract/rules/status';
import { SELLER_ORDER_STATE_LABELS } from '@/lib/domain/seller-orders';
import { pages } from '@/lib/routing/urls';
import styles from './seller-orders.module.scss';

export function StateFilter({ current }: { current: FulfilmentState | null }) {
  const choices: { state: FulfilmentState | null; label: string }[] = [
    { state: null, label: 'All' },
    ...FULFILMENT_STATES.map((state) => ({ state, label: SELLER_ORDER_STATE_LABELS[state] })),
  ];
  return (
    <nav aria-label="Filter orders by state">
      <ul className={styles.filter}>
        {choices.map(({ state, label }) => (
          <li key={label}>
            <Link
              href={state ? pages.sellerOrdersIn(state) : pages.sellerOrders}
              className={styles.filterLink}
              aria-current={state === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
