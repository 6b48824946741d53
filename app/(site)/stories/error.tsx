'use client';
// The API failed while the stories list rendered: a clear message and a retry.
import { CatalogueError } from '@/components/catalog/catalogue-error';
import { CATALOGUE_MESSAGES } from '@/lib/messages/catalogue';

export default function StoriesError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message={CATALOGUE_MESSAGES.storiesFailed} error={error} retry={retry} />;
}
