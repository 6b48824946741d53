'use client';
import { CatalogueError } from '@/components/catalog/catalogue-error';

export default function SummerCollectionError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message="Failed to load products" error={error} retry={retry} />;
}
