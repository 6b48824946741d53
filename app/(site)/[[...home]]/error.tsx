'use client';
// The landing page could not be rendered and no earlier copy is stored (the API is down on the very
// first visit): the spec's message (section 8) and a retry.
import { CatalogueError } from '@/components/catalog/catalogue-error';
import { CATALOGUE_MESSAGES } from '@/lib/messages/catalogue';

export default function LandingError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message={CATALOGUE_MESSAGES.productsFailed} error={error} retry={retry} />;
}
