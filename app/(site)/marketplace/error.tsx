'use client';
import { CatalogueError } from '@/components/catalog/catalogue-error';

export default function MarketplaceError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message="Failed to load marketplace data" error={error} retry={retry} />;
}
