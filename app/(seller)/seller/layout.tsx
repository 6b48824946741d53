// The seller centre's one layout (issue 32): anonymous visitors go to login and come back (the
// proxy already, and requireUser here again); a signed-in buyer or admin gets the 403 page and
// none of the pages below; a seller gets the centre's own header and navigation. Per request and
// private: it reads the session, so nothing here is shared or stored.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { SellerForbidden } from '@/components/seller-centre/seller-forbidden';
import { SELLER_CENTRE_LINKS } from '@/components/seller-centre/seller-links';
import { StaffShell } from '@/components/staff/staff-shell';
import { pages } from '@/lib/routing/urls';
import { sellerSession } from '@/lib/session/staff';

export const metadata: Metadata = { robots: { index: false } };

export default async function SellerCentreLayout({ children }: { children: ReactNode }) {
  const here = (await headers()).get('x-pathname') ?? pages.sellerCentre;
  const session = await sellerSession(here);
  if (!session) {
    return (
      <main id="main-content" tabIndex={-1}>
        <SellerForbidden />
      </main>
    );
  }
  return (
    <StaffShell area="Seller centre" links={SELLER_CENTRE_LINKS} userName={session.user.name || session.user.email}>
      {children}
    </StaffShell>
  );
}
