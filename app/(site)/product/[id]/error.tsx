'use client';
// The API failed while the product page rendered: the spec's message (section 8) and a retry.
import { CatalogueError } from '@/components/catalog/catalogue-error';

const PRODUCT_FAILED = 'Failed to load product details';

export default function ProductError({ error, retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError message={PRODUCT_FAILED} error={error} retry={retry} />;
}
