'use client';
import { CatalogueError } from '@/components/catalog/catalogue-error';

export default function SubcategoryError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message="Failed to load subcategories or products" error={error} retry={retry} />;
}
