// /seller/orders (issue 32, point 4): the shop's paid orders, newest first, new ones marked, with a
// filter by state and pages, both in the address. Rendered per request for the signed-in seller;
// anonymous visitors go to login and come back, anyone else gets the seller pages' 403.
import type { Metadata } from 'next';
import styles from '@/components/account/account.module.scss';
import { PagedAccountList } from '@/components/account/paged-account-list';
import { SellerOrderTable } from '@/components/seller/orders/seller-order-table';
import { StateFilter } from '@/components/seller/orders/state-filter';
import { FULFILMENT_STATES, type FulfilmentState } from '@/contract/rules/status';
import { readOrEnd } from '@/lib/account/load';
import { SELLER_ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { firstParam, pageHref, readPage, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { sellerSession } from '@/lib/session/staff';
import { listSellerOrders } from '@/lib/upstream/seller-orders';

export const metadata: Metadata = { title: 'Orders', robots: { index: false } };

/** `?state=` as one of the states; anything else shows them all. */
function readState(value: SearchParams[string]): FulfilmentState | null {
  const raw = firstParam(value);
  return (FULFILMENT_STATES as readonly string[]).includes(raw) ? (raw as FulfilmentState) : null;
}

export default async function SellerOrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const state = readState(query.state);
  const page = readPage(query.page);
  const first = state ? pages.sellerOrdersIn(state) : pages.sellerOrders;
  const here = pageHref(first, page);
  // The layout shows anyone but a seller the 403 page; this page reads nothing for them.
  const session = await sellerSession(here);
  if (!session) return null;

  const list = readOrEnd(await listSellerOrders(session.accessToken, { state: state ?? undefined, page }), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Orders</h1>
        <p className={styles.lead}>Paid orders for your shop, newest first. Accept a new one, then ship it with its tracking number.</p>
      </header>
      <StateFilter current={state} />
      <PagedAccountList
        list={list}
        path={first}
        page={page}
        failedMessage={SELLER_ORDER_MESSAGES.loadFailed}
        emptyMessage={page > 1 ? SELLER_ORDER_MESSAGES.emptyPage : state ? SELLER_ORDER_MESSAGES.noneInState : SELLER_ORDER_MESSAGES.none}
      >
        {(orders) => <SellerOrderTable orders={orders} />}
      </PagedAccountList>
    </div>
  );
}
