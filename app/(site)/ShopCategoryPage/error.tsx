'use client';
import { CatalogueError } from '@/components/catalog/catalogue-error';

export default function CategoryIndexError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message="Failed to fetch categories" error={error} retry={retry} />;
}
