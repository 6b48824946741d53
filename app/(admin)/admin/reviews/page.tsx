// /admin/reviews (issue 33, point 8): the reviews to moderate. Recent (every review, newest
// first), Reported (most reported first) or Hidden, a page at a time, both in the address; each row
// with Hide (a reason required) or Restore. Rendered per request for the signed-in admin; anonymous
// visitors go to login and come back, anyone else gets the console's 403 (the layout's) and this
// page reads nothing for them.
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/account/account.module.scss';
import { ReviewFilter } from '@/components/admin/reviews/review-filter';
import { ReviewTable } from '@/components/admin/reviews/review-table';
import { Pagination } from '@/components/ui/pagination';
import { ADMIN_REVIEW_FILTERS, type AdminReviewFilter } from '@/contract/rules/reviews';
import { readOrEnd } from '@/lib/account/load';
import { adminSession } from '@/lib/session/staff';
import { ADMIN_REVIEW_MESSAGES } from '@/lib/messages/catalogue';
import { firstParam, pageHref, readPage, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { listAdminReviews } from '@/lib/upstream/admin-reviews';

export const metadata: Metadata = { title: 'Reviews', robots: { index: false } };

/** `?filter=` as one of the views; anything else is Recent. */
function readFilter(value: SearchParams[string]): AdminReviewFilter {
  const raw = firstParam(value);
  return (ADMIN_REVIEW_FILTERS as readonly string[]).includes(raw) ? (raw as AdminReviewFilter) : 'recent';
}

const CAPTIONS: Record<AdminReviewFilter, string> = {
  recent: 'Reviews, newest first',
  reported: 'Reported reviews, most reported first',
  hidden: 'Hidden reviews, most recently hidden first',
};

export default async function AdminReviewsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const filter = readFilter(query.filter);
  const page = readPage(query.page);
  const first = pages.adminReviews({ filter });
  const here = pageHref(first, page);
  const session = await adminSession(here);
  if (!session) return null;

  const list = readOrEnd(await listAdminReviews(session.accessToken, { filter, page }), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Reviews</h1>
        <p className={styles.lead}>
          Hide a review with a reason and it leaves the product page; the product’s rating and review count are recounted. Restore puts it back.
        </p>
      </header>
      <ReviewFilter current={filter} />
      {list ? (
        <>
          <ReviewTable
            reviews={list.items}
            caption={CAPTIONS[filter]}
            empty={
              <div className={styles.empty}>
                <p>{page > 1 ? ADMIN_REVIEW_MESSAGES.emptyPage : ADMIN_REVIEW_MESSAGES.none}</p>
                {page > 1 ? <Link href={first}>Back to the first page</Link> : null}
              </div>
            }
          />
          <Pagination page={list.page} lastPage={list.lastPage} hrefFor={(n) => pageHref(first, n)} label="Pages of reviews" />
        </>
      ) : (
        <p className={styles.problem} role="alert">
          {ADMIN_REVIEW_MESSAGES.loadFailed}
        </p>
      )}
    </div>
  );
}
