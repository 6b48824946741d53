// /admin/orders (issue 33, point 4): every order, newest first, found by number (or its
// beginning), buyer, shop, order status, payment status and days placed, a page at a time; the
// filters live in the address, and "Export CSV" takes the same filters to accounting. Per request
// and private: the layout shows anyone but an admin the 403 page, and this page reads nothing for them.
import type { Metadata } from 'next';
import account from '@/components/account/account.module.scss';
import { PagedAccountList } from '@/components/account/paged-account-list';
import { OrderFilterForm } from '@/components/admin/orders/order-filter-form';
import { OrderTable } from '@/components/admin/orders/order-table';
import styles from '@/components/admin/orders/admin-orders.module.scss';
import button from '@/components/ui/button.module.scss';
import { ADMIN_ORDER_EXPORT_MAX } from '@/contract/api/admin-orders';
import { readOrEnd } from '@/lib/account/load';
import { readOrderQuery } from '@/lib/admin/order-filters';
import { adminSession } from '@/lib/session/staff';
import { ADMIN_ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { pageHref, type SearchParams } from '@/lib/routing/search-params';
import { handlers, pages } from '@/lib/routing/urls';
import { listAdminOrders } from '@/lib/upstream/admin-orders';

export const metadata: Metadata = { title: 'Orders', robots: { index: false } };

export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { typed, filters, problems, page } = readOrderQuery(await searchParams);
  const first = pages.adminOrders(filters ?? {});
  const session = await adminSession(pageHref(first, page));
  if (!session) return null;

  const filtered = filters !== null && Object.keys(filters).length > 0;
  const list = filters ? readOrEnd(await listAdminOrders(session.accessToken, filters, page), pageHref(first, page)) : null;

  return (
    <div className={account.page}>
      <header className={account.header}>
        <h1 className={account.title}>Orders</h1>
        <p className={account.lead}>Find an order by its number, buyer, shop, status or dates; open it to see its payments and shipments, or to cancel it.</p>
      </header>
      <OrderFilterForm typed={typed} problems={problems} />
      {filters ? (
        <>
          <p className={styles.export}>
            <a href={handlers.adminOrdersExport(filters)} className={`${button.button} ${button.secondary}`} download>
              Export CSV
            </a>
            <span className={styles.muted}>
              {list ? `${list.total.toLocaleString('en-KE')} ${list.total === 1 ? 'order' : 'orders'}. ` : ''}
              {ADMIN_ORDER_MESSAGES.exportNote(ADMIN_ORDER_EXPORT_MAX.toLocaleString('en-KE'))}
            </span>
          </p>
          <PagedAccountList
            list={list}
            path={first}
            page={page}
            failedMessage={ADMIN_ORDER_MESSAGES.loadFailed}
            emptyMessage={page > 1 ? ADMIN_ORDER_MESSAGES.emptyPage : filtered ? ADMIN_ORDER_MESSAGES.noMatches : ADMIN_ORDER_MESSAGES.none}
          >
            {(rows) => <OrderTable rows={rows} />}
          </PagedAccountList>
        </>
      ) : null}
    </div>
  );
}
