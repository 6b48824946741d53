// /admin/returns (issue 33, point 5): the returns queue. Pending requests oldest first, each with
// its Approve and Reject; the filter shows the Approved and Rejected ones, and pages, both in the
// address. The queue stays mounted when the page is read again after a decision, even empty (see
// ReturnQueue), so its message stays. Rendered per request for the signed-in admin; anonymous
// visitors go to login and come back, anyone else gets the console's 403 (the layout's) and this
// page reads nothing for them.
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/account/account.module.scss';
import { ReturnQueue } from '@/components/admin/returns/return-queue';
import { ReturnStatusFilter } from '@/components/admin/returns/return-status-filter';
import { Pagination } from '@/components/ui/pagination';
import { RETURN_STATUSES, type ReturnStatus } from '@/contract/rules/status';
import { readOrEnd } from '@/lib/account/load';
import { adminSession } from '@/lib/session/staff';
import { ADMIN_RETURN_MESSAGES } from '@/lib/messages/catalogue';
import { firstParam, pageHref, readPage, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { listAdminReturns } from '@/lib/upstream/admin-returns';

export const metadata: Metadata = { title: 'Returns', robots: { index: false } };

/** `?status=` as one of the statuses; anything else is the queue itself, Pending. */
function readStatus(value: SearchParams[string]): ReturnStatus {
  const raw = firstParam(value);
  return (RETURN_STATUSES as readonly string[]).includes(raw) ? (raw as ReturnStatus) : 'Pending';
}

const CAPTIONS: Record<ReturnStatus, string> = {
  Pending: 'Return requests waiting for a decision, oldest first',
  Approved: 'Approved return requests, oldest first',
  Rejected: 'Rejected return requests, oldest first',
};

export default async function AdminReturnsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const status = readStatus(query.status);
  const page = readPage(query.page);
  const first = pages.adminReturns({ status: status === 'Pending' ? undefined : status });
  const here = pageHref(first, page);
  const session = await adminSession(here);
  if (!session) return null;

  const list = readOrEnd(await listAdminReturns(session.accessToken, { status, page }), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Returns</h1>
        <p className={styles.lead}>
          Approve a request to refund it to the buyer’s wallet, or reject it with the reason the buyer will read. Both are e-mailed to the buyer.
        </p>
      </header>
      <ReturnStatusFilter current={status} />
      {list ? (
        <>
          <ReturnQueue
            requests={list.items}
            caption={CAPTIONS[status]}
            empty={
              <div className={styles.empty}>
                <p>{page > 1 ? ADMIN_RETURN_MESSAGES.emptyPage : ADMIN_RETURN_MESSAGES.none}</p>
                {page > 1 ? <Link href={first}>Back to the first page</Link> : null}
              </div>
            }
          />
          <Pagination page={list.page} lastPage={list.lastPage} hrefFor={(n) => pageHref(first, n)} />
        </>
      ) : (
        <p className={styles.problem} role="alert">
          {ADMIN_RETURN_MESSAGES.loadFailed}
        </p>
      )}
    </div>
  );
}
