// /admin/money (issue 34, point 7): the marketplace's money for the operator, from one API read
// with the admin's token: the balances by the books (the commission, what is held and owed), the
// payouts and refunds by state, the refunds to act on (GET /admin/refunds, read beside it: failed
// ones to send again or give to the wallet, pending ones on their way), the reconciliation of each provider's records with the
// books, made at each visit (any difference listed for a person), and the newest payouts of every
// shop. Per request
// and private: the layout shows anyone but an admin the 403 page, and this page reads nothing for them.
import type { Metadata } from 'next';
import account from '@/components/account/account.module.scss';
import { ConsoleFigures, type ConsoleFigure } from '@/components/admin-console/console-figures';
import { MoneyTallies } from '@/components/admin/money/money-tallies';
import { RefundsToActOn } from '@/components/admin/money/refunds-to-act-on';
import { RecentPayouts } from '@/components/admin/money/recent-payouts';
import { Reconciliation } from '@/components/admin/money/reconciliation';
import styles from '@/components/admin/money/admin-money.module.scss';
import { readOrEnd } from '@/lib/account/load';
import type { MoneyBalances } from '@/lib/domain/admin-money';
import { formatKsh } from '@/lib/format/money';
import { ADMIN_MONEY_MESSAGES, ADMIN_REFUND_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { adminSession } from '@/lib/session/staff';
import { getAdminMoney } from '@/lib/upstream/admin-money';
import { listAdminRefunds } from '@/lib/upstream/admin-refunds';

/** The oldest refunds to act on shown at once; the rest wait for these to be done. */
const REFUNDS_SHOWN = 50;

export const metadata: Metadata = { title: 'Money', robots: { index: false } };

function balancesOf(b: MoneyBalances): ConsoleFigure[] {
  return [
    { label: 'Commission', value: formatKsh(b.commission), note: "The marketplace's share of settled sales." },
    { label: 'Held for shops', value: formatKsh(b.heldForShops), note: 'Delivered sales buyers may still return.' },
    { label: 'Owed to shops', value: formatKsh(b.owedToShops), note: 'Settled sales not paid out yet.' },
    { label: 'In transit', value: formatKsh(b.inTransit), note: 'Payouts sent to M-Pesa, not confirmed yet.' },
    { label: 'Refunds in transit', value: formatKsh(b.refundsInTransit), note: 'Refunds sent back to M-Pesa or a card, or failed, not confirmed yet.' },
    { label: 'Held for orders', value: formatKsh(b.heldForOrders), note: 'Payments for orders not delivered yet.' },
    { label: 'Owed to wallets', value: formatKsh(b.owedToWallets), note: "Buyers' wallet balances." },
  ];
}

export default async function AdminMoneyPage() {
  const session = await adminSession(pages.adminMoney);
  if (!session) return null;
  const [moneyRead, refundsRead] = await Promise.all([
    getAdminMoney(session.accessToken),
    listAdminRefunds(session.accessToken, { status: 'open', perPage: REFUNDS_SHOWN }),
  ]);
  const money = readOrEnd(moneyRead, pages.adminMoney);
  const refunds = readOrEnd(refundsRead, pages.adminMoney);

  return (
    <div className={account.page}>
      <header className={account.header}>
        <h1 className={account.title}>Money</h1>
        <p className={account.lead}>Where the marketplace&apos;s money stands by the books, and whether each provider&apos;s records agree.</p>
      </header>
      {!money ? (
        <p className={account.problem} role="alert">
          {ADMIN_MONEY_MESSAGES.loadFailed}
        </p>
      ) : (
        <>
          <ConsoleFigures label="The balances" figures={balancesOf(money.balances)} />
          <section className={styles.section} aria-labelledby="tallies-heading">
            <h2 id="tallies-heading" className={account.cardTitle}>
              Payouts and refunds
            </h2>
            <MoneyTallies money={money} />
          </section>
          <section className={styles.section} aria-labelledby="refunds-heading">
            <h2 id="refunds-heading" className={account.cardTitle}>
              Refunds to act on
            </h2>
            {refunds ? (
              <RefundsToActOn refunds={refunds.items} total={refunds.total} />
            ) : (
              <p className={account.problem} role="alert">
                {ADMIN_REFUND_MESSAGES.loadFailed}
              </p>
            )}
          </section>
          <Reconciliation reconciliation={money.reconciliation} />
          <section className={styles.section} aria-labelledby="payouts-heading">
            <h2 id="payouts-heading" className={account.cardTitle}>
              Recent payouts
            </h2>
            <RecentPayouts payouts={money.recentPayouts} />
          </section>
        </>
      )}
    </div>
  );
}
