// The console's people (issue 33, point 2): a search by name, e-mail or phone with a status filter
// (a plain GET form, so it works without JavaScript), then one row per account, newest first, each
// name leading to the person's page.
import Link from 'next/link';
import { Field } from '@/components/forms/field';
import { FilterSelect } from '@/components/forms/filter-select';
import button from '@/components/ui/button.module.scss';
import { Pagination } from '@/components/ui/pagination';
import { ScrollTable } from '@/components/ui/scroll-table';
import { StatusChip } from '@/components/ui/status-chip';
import table from '@/components/ui/table.module.scss';
import type { AccountStatus } from '@/lib/domain/account';
import type { AdminUser } from '@/lib/domain/admin-users';
import type { Page } from '@/lib/domain/catalog';
import { accountStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { ADMIN_USER_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { ACCOUNT_STATUS_LABELS, accountStatusLabel } from './account-status';
import styles from './users.module.scss';

export interface UserFilter {
  q: string;
  status: AccountStatus | null;
}

const ROLE_LABELS: Record<AdminUser['role'], string> = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' };

export function UserSearch({ filter }: { filter: UserFilter }) {
  return (
    <form className={styles.filter} action={pages.adminUsers()} method="get" role="search" aria-label="Users">
      <Field label="Name, e-mail or phone" name="q" type="search" defaultValue={filter.q} />
      <FilterSelect label="Status" name="status" defaultValue={filter.status} any="Any status" labels={ACCOUNT_STATUS_LABELS} />
      <button type="submit" className={`${button.button} ${button.secondary}`}>
        Search
      </button>
    </form>
  );
}

export function UserTable({ users, filter }: { users: Page<AdminUser>; filter: UserFilter }) {
  const first = pages.adminUsers({ q: filter.q, status: filter.status ?? undefined });
  const hrefFor = (page: number) => pages.adminUsers({ q: filter.q, status: filter.status ?? undefined, page });
  if (users.items.length === 0) {
    return users.page > 1 ? (
      <div className={styles.steps}>
        <p className={styles.muted}>{ADMIN_USER_MESSAGES.emptyPage}</p>
        <Link href={first}>Back to the first page</Link>
      </div>
    ) : (
      <p className={styles.muted}>{ADMIN_USER_MESSAGES.noMatch}</p>
    );
  }
  return (
    <>
      <ScrollTable>
        <table className={table.table}>
          <caption className={table.caption}>Users, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Phone</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {users.items.map((user) => (
              <tr key={user.id}>
                <th scope="row">
                  <Link href={pages.adminUser(user.id)} className={table.link}>
                    {user.name}
                  </Link>
                </th>
                <td>{user.email}</td>
                <td>{user.phone ?? '-'}</td>
                <td>{ROLE_LABELS[user.role]}</td>
                <td>
                  <StatusChip status={accountStatusLabel(user.status)} tone={accountStatusTone(user.status)} />
                </td>
                <td>
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Pagination page={users.page} lastPage={users.lastPage} hrefFor={hrefFor} label="Pages of users" />
    </>
  );
}
