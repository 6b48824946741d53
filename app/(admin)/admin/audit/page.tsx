// /admin/audit (issue 33, point 9): every admin action, newest first, filtered by action, target,
// admin and days, a page at a time; the filters live in the address. Read only. Per request and
// private: the layout shows anyone but an admin the 403 page, and this page reads nothing for them.
import type { Metadata } from 'next';
import account from '@/components/account/account.module.scss';
import { PagedAccountList } from '@/components/account/paged-account-list';
import { AuditFilterForm } from '@/components/admin-console/audit-filter-form';
import { AuditTable } from '@/components/admin-console/audit-table';
import { readOrEnd } from '@/lib/account/load';
import { readAuditQuery } from '@/lib/admin/audit-filters';
import { adminSession } from '@/lib/session/staff';
import { ADMIN_CONSOLE } from '@/lib/messages/catalogue';
import { pageHref, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { listAuditEntries } from '@/lib/upstream/admin-console';

export const metadata: Metadata = { title: 'Audit log', robots: { index: false } };

export default async function AuditLogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { typed, filters, problems, page } = readAuditQuery(await searchParams);
  const first = pages.adminAudit(filters ?? {});
  const session = await adminSession(pageHref(first, page));
  if (!session) return null;

  const filtered = filters !== null && Object.keys(filters).length > 0;
  const list = filters ? readOrEnd(await listAuditEntries(session.accessToken, filters, page), pageHref(first, page)) : null;

  return (
    <div className={account.page}>
      <header className={account.header}>
        <h1 className={account.title}>Audit log</h1>
        <p className={account.lead}>Every change an admin made, newest first. Entries are kept as they were written: no one can edit or delete them.</p>
      </header>
      <AuditFilterForm typed={typed} problems={problems} />
      {filters ? (
        <PagedAccountList
          list={list}
          path={first}
          page={page}
          failedMessage={ADMIN_CONSOLE.auditLoadFailed}
          emptyMessage={page > 1 ? ADMIN_CONSOLE.auditEmptyPage : filtered ? ADMIN_CONSOLE.noAuditMatches : ADMIN_CONSOLE.noAuditEntries}
        >
          {(entries) => <AuditTable entries={entries} />}
        </PagedAccountList>
      ) : null}
    </div>
  );
}
