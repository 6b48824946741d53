// Wallet: the balance (refunds of approved returns and other credits) and its movements.
import type { Metadata } from 'next';
import { Figures } from '@/components/account/figures';
import { Pagination } from '@/components/ui/pagination';
import { pageHref } from '@/lib/routing/search-params';
import styles from '@/components/account/account.module.scss';
import table from '@/components/ui/table.module.scss';
import { pagedAccountPage, readOrEnd } from '@/lib/account/load';
import type { SearchParams } from '@/lib/routing/search-params';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { AmountCell } from '@/components/account/amount-cell';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { getWallet } from '@/lib/upstream/wallet';
import { pages } from '@/lib/routing/urls';
import { DataTable, type TableColumn } from '@/components/ui/data-table';

export const metadata: Metadata = { title: 'Wallet', robots: { index: false } };

const COLUMNS: readonly TableColumn[] = [{ label: 'Date' }, { label: 'Description' }, { label: 'Order' }, { label: 'Amount', numeric: true }];

export default async function WalletPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { page, here, session } = await pagedAccountPage(pages.wallet, searchParams);
  const wallet = readOrEnd(await getWallet(session.accessToken, page), here);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Wallet</h1>
        <p className={styles.lead}>Refunds of approved returns and other credits, ready for your next order.</p>
      </header>
      {!wallet ? (
        <p className={styles.problem} role="alert">
          {ACCOUNT_MESSAGES.walletLoadFailed}
        </p>
      ) : (
        <>
          <Figures label="Your wallet" figures={[{ label: 'Balance', value: formatKsh(wallet.balance) }]} />
          <DataTable
            caption="Wallet movements, newest first"
            columns={COLUMNS}
            rows={wallet.movements.items}
            empty={
              <div className={styles.empty}>
                <p>No wallet movements yet. Refunds of approved returns appear here.</p>
              </div>
            }
            row={(m) => (
              <tr key={m.id}>
                <td>{formatDate(m.date, 'medium')}</td>
                <td className={table.wrap}>{m.description || m.kind}</td>
                <td>{m.orderNumber ?? '-'}</td>
                <AmountCell amount={m.amount} />
              </tr>
            )}
          />
          <Pagination page={wallet.movements.page} lastPage={wallet.movements.lastPage} hrefFor={(page) => pageHref(pages.wallet, page)} />
        </>
      )}
    </div>
  );
}
