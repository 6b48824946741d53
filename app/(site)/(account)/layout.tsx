// The account area's one layout: the sidebar with the buyer's live counts, the breadcrumb, and
// the page. Per request and private: it reads the session, so nothing here is shared or stored.
import type { ReactNode } from 'react';
import { countsOf } from '@/components/account/account-counts';
import { AccountShell } from '@/components/account/account-shell';
import { accountSession, loadAccountSummary, readOrEnd } from '@/lib/account/load';
import { headers } from 'next/headers';
import { pages } from '@/lib/routing/urls';

export default async function AccountLayout({ children }: { children: ReactNode }) {
  const here = (await headers()).get('x-pathname') ?? pages.dashboard;
  const session = await accountSession(here);
  const summary = readOrEnd(await loadAccountSummary(session.accessToken), here);
  return <AccountShell counts={summary ? countsOf(summary) : null}>{children}</AccountShell>;
}
