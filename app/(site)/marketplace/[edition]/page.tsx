// The bare /marketplace (no filters), rewritten here by proxy.ts so that it is one cached
// document for every visitor: rendered on the first visit (the build has no API), then served from
// the cache and refreshed every minute or when the API says a product changed. A failed read throws,
// so a failed refresh never replaces the stored page. See docs/decisions/005-cached-entry-pages.md.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MarketplaceListing, marketplaceMetadata } from '@/components/catalog/marketplace-listing';
import { EMPTY_LISTING } from '@/lib/catalog/listing-query';

/** The one edition of the unfiltered marketplace; proxy.ts rewrites /marketplace to it. */
const MARKETPLACE_EDITION = 'current';

export const revalidate = 60;

export function generateStaticParams(): { edition: string }[] {
  return [];
}

interface MarketplaceEditionProps {
  params: Promise<{ edition: string }>;
}

export async function generateMetadata({ params }: MarketplaceEditionProps): Promise<Metadata> {
  if ((await params).edition !== MARKETPLACE_EDITION) notFound();
  return marketplaceMetadata(EMPTY_LISTING);
}

export default async function MarketplaceEditionPage({ params }: MarketplaceEditionProps) {
  if ((await params).edition !== MARKETPLACE_EDITION) notFound();
  return <MarketplaceListing state={EMPTY_LISTING} />;
}
