// /marketplace with filters: category chips (?category=textiles,jewelry), sort and price, a search
// from the header (?q=) and pages (?page=), rendered per request from cached reads. The bare
// /marketplace is rewritten to the cached document in ../[edition] (next.config.mjs). Its loading
// skeleton lives in this route group so that it wraps only these per-request views: see
// docs/decisions/006-no-skeleton-on-cached-documents.md.
import type { Metadata } from 'next';
import { MarketplaceListing, marketplaceMetadata } from '@/components/catalog/marketplace-listing';
import { readListingState } from '@/lib/catalog/listing-query';
import type { SearchParams } from '@/lib/routing/search-params';

interface MarketplaceProps {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: MarketplaceProps): Promise<Metadata> {
  return marketplaceMetadata(readListingState(await searchParams));
}

export default async function MarketplacePage({ searchParams }: MarketplaceProps) {
  return <MarketplaceListing state={readListingState(await searchParams)} />;
}
