// Order History (spec: account area): the buyer's orders from GET /orders?page=n.
import type { Metadata } from 'next';
import Link from 'next/link';
import { OrderHistoryTable } from '@/components/orders/order-history-table';
import { Pagination } from '@/components/ui/pagination';
import { pageHref } from '@/lib/routing/search-params';
import styles from '@/components/account/account.module.scss';
import orders from '@/components/orders/orders.module.scss';
import button from '@/components/ui/button.module.scss';
import { endIfUnauthorised, pagedAccountPage } from '@/lib/account/load';
import type { SearchParams } from '@/lib/routing/search-params';
import { ORDER_MESSAGES } from '@/lib/messages/catalogue';
import { listOrders } from '@/lib/upstream/orders';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Order history', robots: { index: false } };

export default async function OrderHistoryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { page, here, session } = await pagedAccountPage(pages.orderHistory, searchParams);
  const result = endIfUnauthorised(await listOrders(session.accessToken, page), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Order history</h1>
        <p className={styles.lead}>
          Every order you have placed. Looking for one in transit?{' '}
          <Link href={pages.trackOrder()} className={orders.link}>
            Track an order
          </Link>
          .
        </p>
      </header>
      {!result.ok ? (
        <p className={styles.problem} role="alert">
          {ORDER_MESSAGES.loadFailed}
        </p>
      ) : result.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{page > 1 ? ORDER_MESSAGES.emptyPage : ORDER_MESSAGES.none}</p>
          <Link href={page > 1 ? pages.orderHistory : pages.marketplace} className={`${button.button} ${button.primary}`}>
            {page > 1 ? 'Back to the first page' : 'Browse the marketplace'}
          </Link>
        </div>
      ) : (
        <>
          <OrderHistoryTable orders={result.data.items} />
          <Pagination page={result.data.page} lastPage={result.data.lastPage} hrefFor={(page) => pageHref(pages.orderHistory, page)} />
        </>
      )}
    </div>
  );
}
