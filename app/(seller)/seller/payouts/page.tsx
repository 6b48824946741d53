// /seller/payouts (issue 34, point 6): the shop's money from the books: available (settled, less
// commission), held (delivered, returns still open), the commission rate; the request for a payout
// of the available balance once it reaches the minimum; the payouts made (the 20 newest: a shop asks
// for one at a time, so that is weeks of them); a month's statement as CSV; and every entry of the
// accounts, paged by `?page`. Rendered per request for the signed-in seller; the layout shows anyone
// else the 403 page.
import type { Metadata } from 'next';
import { Figures } from '@/components/account/figures';
import styles from '@/components/account/account.module.scss';
import { PagedAccountList } from '@/components/account/paged-account-list';
import { BalanceEntries } from '@/components/seller-centre/balance-entries';
import { PayoutRequest } from '@/components/seller-centre/payout-request';
import { PayoutTable } from '@/components/seller-centre/payout-table';
import { StatementForm } from '@/components/seller-centre/statement-form';
import { REFUND_GUARANTEE_DAYS } from '@/contract/rules/returns';
import { readOrEnd } from '@/lib/account/load';
import { formatKsh } from '@/lib/format/money';
import { SELLER_PAYOUT_MESSAGES } from '@/lib/messages/catalogue';
import { pageHref, readPage, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { sellerSession } from '@/lib/session/staff';
import { getSellerBalance } from '@/lib/upstream/seller-balance';
import { listSellerPayouts } from '@/lib/upstream/seller-payouts';

export const metadata: Metadata = { title: 'Payouts', robots: { index: false } };

const percent = (rate: number) => `${Math.round(rate * 10000) / 100}%`;

export default async function SellerPayoutsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = readPage((await searchParams).page);
  const here = pageHref(pages.sellerPayouts, page);
  const session = await sellerSession(here);
  if (!session) return null;
  const [balanceRead, payoutsRead] = await Promise.all([getSellerBalance(session.accessToken, page), listSellerPayouts(session.accessToken, 1)]);
  const balance = readOrEnd(balanceRead, here);
  const payouts = readOrEnd(payoutsRead, here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Payouts</h1>
        <p className={styles.lead}>
          A delivered order&apos;s money is held while its buyer may still return it ({REFUND_GUARANTEE_DAYS} days), then becomes available, less the
          marketplace&apos;s commission.
        </p>
      </header>
      {balance ? (
        <>
          <Figures
            label="Balance"
            figures={[
              { label: 'Available', value: formatKsh(balance.available) },
              { label: 'Held', value: formatKsh(balance.held) },
              { label: 'Commission', value: percent(balance.commissionRate) },
            ]}
          />
          <PayoutRequest available={balance.available} />
        </>
      ) : null}
      <section className={styles.page} aria-labelledby="payouts-heading">
        <h2 id="payouts-heading" className={styles.cardTitle}>
          Your payouts
        </h2>
        {payouts ? (
          <>
            <PayoutTable payouts={payouts.items} />
            {payouts.total > payouts.items.length ? (
              <p className={styles.muted}>
                The {payouts.items.length} newest of {payouts.total} payouts.
              </p>
            ) : null}
          </>
        ) : (
          <p className={styles.problem} role="alert">
            {SELLER_PAYOUT_MESSAGES.listFailed}
          </p>
        )}
      </section>
      <StatementForm now={new Date()} />
      <section className={styles.page} aria-labelledby="entries-heading">
        <h2 id="entries-heading" className={styles.cardTitle}>
          Entries
        </h2>
        <PagedAccountList
          list={balance?.entries ?? null}
          path={pages.sellerPayouts}
          page={page}
          failedMessage={SELLER_PAYOUT_MESSAGES.loadFailed}
          emptyMessage={page > 1 ? SELLER_PAYOUT_MESSAGES.emptyPage : SELLER_PAYOUT_MESSAGES.none}
        >
          {(entries) => <BalanceEntries entries={entries} />}
        </PagedAccountList>
      </section>
    </div>
  );
}
