'use client';
// The API failed while the stories list rendered: a clear message and a retry.
import { CatalogueError } from '@/components/catalog/catalogue-error';

export default function StoriesError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message="Unable to load stories." error={error} retry={retry} />;
}
