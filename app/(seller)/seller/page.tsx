// /seller: the seller centre's overview, from one API read with the seller's token. The layout
// has already shown anyone else the 403 page; this page reads nothing for them either.
import type { Metadata } from 'next';
import { SellerOverviewView } from '@/components/seller-centre/seller-overview';
import { readOrEnd } from '@/lib/account/load';
import { pages } from '@/lib/routing/urls';
import { sellerSession } from '@/lib/session/staff';
import { getSellerOverview } from '@/lib/upstream/seller-overview';

export const metadata: Metadata = { title: 'Seller centre', robots: { index: false } };

export default async function SellerOverviewPage() {
  const session = await sellerSession(pages.sellerCentre);
  if (!session) return null;
  const overview = readOrEnd(await getSellerOverview(session.accessToken), pages.sellerCentre);
  return <SellerOverviewView overview={overview} />;
}
