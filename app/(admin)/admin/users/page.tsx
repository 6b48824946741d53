// /admin/users (issue 33, point 2): the console's people. Search by name, e-mail or phone (any
// spelling of the number), filter by status, a page at a time, newest first; each name opens the
// person's page. Per request and private: it reads the admin's session; anyone else gets the
// console's 403 page (the layout's) and this page reads nothing for them.
import type { Metadata } from 'next';
import { UserSearch, UserTable, type UserFilter } from '@/components/admin/users/user-table';
import styles from '@/components/admin/users/users.module.scss';
import { ACCOUNT_STATUSES } from '@/contract/rules/status';
import { readOrEnd } from '@/lib/account/load';
import { adminSession } from '@/lib/session/staff';
import type { AccountStatus } from '@/lib/domain/account';
import { ADMIN_USER_MESSAGES } from '@/lib/messages/catalogue';
import { firstParam, readPage, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';
import { listAdminUsers } from '@/lib/upstream/admin-users';

export const metadata: Metadata = { title: 'People', robots: { index: false } };

const isAccountStatus = (value: string): value is AccountStatus => (ACCOUNT_STATUSES as readonly string[]).includes(value);

function readFilter(query: SearchParams): UserFilter {
  const status = firstParam(query.status);
  return { q: firstParam(query.q).trim(), status: isAccountStatus(status) ? status : null };
}

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const filter = readFilter(query);
  const page = readPage(query.page);
  const here = pages.adminUsers({ q: filter.q, status: filter.status ?? undefined, page });
  const session = await adminSession(here);
  if (!session) return null;

  const users = readOrEnd(await listAdminUsers(session.accessToken, { q: filter.q || undefined, status: filter.status ?? undefined, page }), here);

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>People</h1>
        <p className={styles.lead}>
          Find a buyer, seller or admin by name, e-mail or phone, and open their page to see their orders and tickets or change their status.
        </p>
      </header>
      <UserSearch filter={filter} />
      {users ? (
        <UserTable users={users} filter={filter} />
      ) : (
        <p className={styles.problem} role="alert">
          {ADMIN_USER_MESSAGES.loadFailed}
        </p>
      )}
    </div>
  );
}
