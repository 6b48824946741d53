// /admin/support (issue 33, point 6): the inbox of every buyer's ticket, newest message first,
// filtered by status, priority and category, a page at a time; the filters live in the address.
// Each ticket opens its page in the console (/admin/support/{id}). Per request and private: the
// layout shows anyone but an admin the 403 page, and this page reads nothing for them.
import type { Metadata } from 'next';
import account from '@/components/account/account.module.scss';
import { PagedAccountList } from '@/components/account/paged-account-list';
import { InboxFilterForm } from '@/components/admin/support/inbox-filter-form';
import { InboxTable } from '@/components/admin/support/inbox-table';
import { readOrEnd } from '@/lib/account/load';
import { readInboxQuery } from '@/lib/admin/support-filters';
import { adminSession } from '@/lib/session/staff';
import { ADMIN_SUPPORT_MESSAGES } from '@/lib/messages/catalogue';
import { pageHref, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { listInboxTickets } from '@/lib/upstream/admin-support';

export const metadata: Metadata = { title: 'Support', robots: { index: false } };

export default async function AdminSupportPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { filters, page } = readInboxQuery(await searchParams);
  const first = pages.adminSupport(filters);
  const here = pageHref(first, page);
  const session = await adminSession(here);
  if (!session) return null;

  const list = readOrEnd(await listInboxTickets(session.accessToken, filters, page), here);
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className={account.page}>
      <header className={account.header}>
        <h1 className={account.title}>Support</h1>
        <p className={account.lead}>Every buyer’s ticket, newest message first. Open one to read the conversation, answer the buyer and set its status.</p>
      </header>
      <InboxFilterForm filters={filters} />
      <PagedAccountList
        list={list}
        path={first}
        page={page}
        failedMessage={ADMIN_SUPPORT_MESSAGES.loadFailed}
        emptyMessage={page > 1 ? ADMIN_SUPPORT_MESSAGES.emptyPage : filtered ? ADMIN_SUPPORT_MESSAGES.noMatches : ADMIN_SUPPORT_MESSAGES.none}
      >
        {(tickets) => <InboxTable tickets={tickets} />}
      </PagedAccountList>
    </div>
  );
}
