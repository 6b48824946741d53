// /admin: the operator's console overview, from one API read with the admin's token. The layout
// has already shown anyone else the 403 page; this page reads nothing for them either.
import type { Metadata } from 'next';
import { AdminOverviewView } from '@/components/admin-console/admin-overview';
import { readOrEnd } from '@/lib/account/load';
import { adminSession } from '@/lib/session/staff';
import { pages } from '@/lib/routing/urls';
import { getAdminOverview } from '@/lib/upstream/admin-console';

export const metadata: Metadata = { title: 'Console', robots: { index: false } };

export default async function AdminOverviewPage() {
  const session = await adminSession(pages.adminConsole);
  if (!session) return null;
  const overview = readOrEnd(await getAdminOverview(session.accessToken), pages.adminConsole);
  return <AdminOverviewView overview={overview} />;
}
