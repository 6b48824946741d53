// /admin/sellers (issue 33, point 3): the operator's sellers in two sections. Applications: the
// queue (every state, or one: ?state=), waiting ones first, each with its details and the decisions (approve; decline with a
// reason). Shops (?tab=shops): search by name, filter by status and verified, a page at a time, and
// the steps (suspend with a reason, restore, verify, unverify). Per request and private: it reads
// the admin's session; anyone else gets the console's 403 page and no data.
import type { Metadata } from 'next';
import Link from 'next/link';
import { APPLICATION_STATE, ApplicationList } from '@/components/admin/sellers/application-list';
import { ShopTable, type ShopFilter } from '@/components/admin/sellers/shop-table';
import { FilterLinks } from '@/components/staff/filter-links';
import styles from '@/components/admin/sellers/sellers.module.scss';
import { SELLER_APPLICATION_STATES, type SellerApplicationState } from '@/contract/rules/seller-applications';
import { SHOP_STATUSES, type ShopStatus } from '@/contract/rules/shop-status';
import { readOrEnd } from '@/lib/account/load';
import { adminSession } from '@/lib/session/staff';
import { ADMIN_SELLER_MESSAGES } from '@/lib/messages/catalogue';
import { firstParam, readPage, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { listAdminShops, listSellerApplications } from '@/lib/upstream/admin-sellers';

export const metadata: Metadata = { title: 'Sellers', robots: { index: false } };

const isShopStatus = (value: string): value is ShopStatus => (SHOP_STATUSES as readonly string[]).includes(value);
const isApplicationState = (value: string): value is SellerApplicationState => (SELLER_APPLICATION_STATES as readonly string[]).includes(value);

function readShopFilter(query: SearchParams): ShopFilter {
  const status = firstParam(query.status);
  const verified = firstParam(query.verified);
  return {
    q: firstParam(query.q).trim(),
    status: isShopStatus(status) ? status : null,
    verified: verified === 'true' || verified === 'false' ? verified : '',
  };
}

export default async function AdminSellersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const onShops = firstParam(query.tab) === 'shops';
  const page = readPage(query.page);
  const filter = readShopFilter(query);
  const rawState = firstParam(query.state);
  const state = isApplicationState(rawState) ? rawState : undefined;
  const here = onShops
    ? pages.adminSellers({ tab: 'shops', q: filter.q, status: filter.status ?? undefined, verified: filter.verified, page })
    : pages.adminSellers({ state, page });

  // The console's layout shows anyone but an admin the 403 page; this page reads nothing for them.
  const session = await adminSession(here);
  if (!session) return null;

  const tabs = (
    <nav aria-label="Sellers sections">
      <ul className={styles.tabs}>
        <li>
          <Link href={pages.adminSellers()} aria-current={onShops ? undefined : 'page'}>
            Applications
          </Link>
        </li>
        <li>
          <Link href={pages.adminSellers({ tab: 'shops' })} aria-current={onShops ? 'page' : undefined}>
            Shops
          </Link>
        </li>
      </ul>
    </nav>
  );

  if (onShops) {
    const shops = readOrEnd(
      await listAdminShops(session.accessToken, {
        page,
        search: filter.q || undefined,
        status: filter.status ?? undefined,
        verified: filter.verified === '' ? undefined : filter.verified === 'true',
      }),
      here,
    );
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Sellers</h1>
        {tabs}
        {shops ? (
          <ShopTable shops={shops} filter={filter} />
        ) : (
          <p className={styles.problem} role="alert">
            {ADMIN_SELLER_MESSAGES.shopsLoadFailed}
          </p>
        )}
      </div>
    );
  }

  const applications = readOrEnd(await listSellerApplications(session.accessToken, page, state), here);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Sellers</h1>
      {tabs}
      <FilterLinks
        label="Filter applications by state"
        links={[
          { href: pages.adminSellers(), label: 'All', current: state === undefined },
          ...SELLER_APPLICATION_STATES.map((s) => ({ href: pages.adminSellers({ state: s }), label: APPLICATION_STATE[s].label, current: s === state })),
        ]}
      />
      {applications ? (
        <ApplicationList applications={applications} state={state} />
      ) : (
        <p className={styles.problem} role="alert">
          {ADMIN_SELLER_MESSAGES.applicationsLoadFailed}
        </p>
      )}
    </div>
  );
}
