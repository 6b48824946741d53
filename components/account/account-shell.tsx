// Every account page: the breadcrumb and the page beside the sidebar. Rendered per request for
// the signed-in buyer (the layout reads their session), never from a shared cache. A page may hide
// the sidebar and breadcrumb (Support Tickets' "Hide menu") by setting data-menu="hidden" on the
// element marked data-account-shell.
import type { ReactNode } from 'react';
import { AccountBreadcrumb } from './account-breadcrumb';
import type { AccountCountsData } from './account-counts';
import { AccountSidebar } from './account-sidebar';
import styles from './account-shell.module.scss';

export function AccountShell({ counts, children }: { counts: AccountCountsData | null; children: ReactNode }) {
  return (
    <div className={styles.shell} data-account-shell="">
      <AccountSidebar counts={counts} />
      <div className={styles.content}>
        <AccountBreadcrumb />
        {children}
      </div>
    </div>
  );
}
