'use client';
import { CatalogueError } from '@/components/catalog/catalogue-error';
import { CATALOGUE_MESSAGES } from '@/lib/messages/catalogue';

export default function CategoryIndexError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message={CATALOGUE_MESSAGES.categoriesFetchFailed} error={error} retry={retry} />;
}
