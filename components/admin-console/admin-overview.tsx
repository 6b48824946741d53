// The console's overview (/admin): today's orders and paid sales, the queues that wait for a
// person (each card leads to its screen where the console has one), and the week's sales chart.
// An empty marketplace shows zeros; a failed read shows its message. Server-rendered, no script.
import type { AdminOverview } from '@/lib/domain/admin-console';
import { formatNumber } from '@/lib/format/count';
import { formatKsh } from '@/lib/format/money';
import { ADMIN_CONSOLE } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import account from '@/components/account/account.module.scss';
import { ConsoleFigures, type ConsoleFigure } from './console-figures';
import { SalesChart } from './sales-chart';

function figuresOf(o: AdminOverview): ConsoleFigure[] {
  return [
    { label: 'Orders today', value: formatNumber(o.today.orders), note: 'Placed since midnight, Nairobi time.' },
    { label: 'Sales today', value: formatKsh(o.today.sales), note: 'Of those orders, the ones paid.' },
    { label: 'Payments waiting', value: formatNumber(o.paymentsWaiting), note: 'Pending for more than 2 minutes.' },
    { label: 'Money problems', value: formatNumber(o.moneyProblems), note: 'Orders marked for a refund.' },
    { label: 'Open tickets', value: formatNumber(o.openTickets), note: 'Neither resolved nor closed.' },
    { label: 'Returns waiting', value: formatNumber(o.returnsWaiting), note: 'Pending a decision.', href: pages.adminReturns() },
    { label: 'Seller applications', value: formatNumber(o.applicationsWaiting), note: 'Waiting for approval.', href: pages.adminSellers() },
  ];
}

export function AdminOverviewView({ overview }: { overview: AdminOverview | null }) {
  return (
    <div className={account.page}>
      <header className={account.header}>
        <h1 className={account.title}>Overview</h1>
        <p className={account.lead}>The marketplace today, and what waits for a person.</p>
      </header>
      {!overview ? (
        <p className={account.problem} role="alert">
          {ADMIN_CONSOLE.overviewLoadFailed}
        </p>
      ) : (
        <>
          <ConsoleFigures label="The marketplace in figures" figures={figuresOf(overview)} />
          <section className={account.card} aria-labelledby="week-heading">
            <h2 id="week-heading" className={account.cardTitle}>
              The last {overview.days.length} days
            </h2>
            <SalesChart days={overview.days} />
          </section>
        </>
      )}
    </div>
  );
}
