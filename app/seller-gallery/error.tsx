'use client';
// The API failed while a Sellers Hub page rendered: the spec's message (section 8) and a retry.
// The seller footer stays; only the page's content is replaced.
import { CatalogueError } from '@/components/catalog/catalogue-error';
import { CATALOGUE_MESSAGES } from '@/lib/messages/catalogue';

export default function SellersError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message={CATALOGUE_MESSAGES.shopsFailed} error={error} retry={retry} />;
}
