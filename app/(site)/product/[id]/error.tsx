'use client';
// The API failed while the product page rendered: the spec's message (section 8) and a retry.
import { CatalogueError } from '@/components/catalog/catalogue-error';
import { CATALOGUE_MESSAGES } from '@/lib/messages/catalogue';

export default function ProductError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message={CATALOGUE_MESSAGES.productFailed} error={error} retry={retry} />;
}
