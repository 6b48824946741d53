// The operator's console's one layout (issue 33): anonymous visitors go to login and come back (the
// proxy already, and requireUser here again); a signed-in buyer or seller gets the 403 page and
// none of the pages below; an admin gets the console's own header and navigation. Per request and
// private: it reads the session, so nothing here is shared or stored.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { AdminForbidden } from '@/components/admin-console/admin-forbidden';
import { ADMIN_CONSOLE_LINKS } from '@/components/admin-console/admin-links';
import { StaffShell } from '@/components/staff/staff-shell';
import { adminSession } from '@/lib/session/staff';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { robots: { index: false } };

export default async function AdminConsoleLayout({ children }: { children: ReactNode }) {
  const here = (await headers()).get('x-pathname') ?? pages.adminConsole;
  const session = await adminSession(here);
  if (!session) {
    return (
      <main id="main-content" tabIndex={-1}>
        <AdminForbidden />
      </main>
    );
  }
  return (
    <StaffShell area="Console" links={ADMIN_CONSOLE_LINKS} userName={session.user.name || session.user.email}>
      {children}
    </StaffShell>
  );
}
