// A landing product section (Featured, Editor's Pick, Summer Collection): page 1 of the API's
// list, the first 8 (spec section 2), from the shared cached read. When the API fails, the section
// says so in the spec's words and the rest of the page still renders.
import { unstable_rethrow } from 'next/navigation';
import { ProductGrid } from '@/components/catalog/product-grid';
import { getProductList, SECTION_SIZE } from '@/lib/catalog/products';
import type { ProductListPage, ProductListQuery } from '@/lib/domain/catalog';
import { SectionMessage } from './section-message';

export const PRODUCTS_FAILED = 'Failed to load products';

interface ProductSectionProps {
  query: ProductListQuery;
  /** Names the list for assistive technology. */
  label: string;
  emptyMessage?: string;
}

export async function ProductSection({ query, label, emptyMessage = 'No products here yet. Please check back soon.' }: ProductSectionProps) {
  let list: ProductListPage;
  try {
    list = await getProductList({ ...query, page: 1, perPage: SECTION_SIZE });
  } catch (error) {
    // Next's own signals (dynamic rendering, not-found) pass; an API failure becomes the message.
    unstable_rethrow(error);
    console.error(`[landing] ${label}:`, error);
    return <SectionMessage role="alert">{PRODUCTS_FAILED}</SectionMessage>;
  }
  const products = list.products.slice(0, SECTION_SIZE);
  if (products.length === 0) return <SectionMessage>{emptyMessage}</SectionMessage>;
  return <ProductGrid products={products} label={label} priorityCount={0} headingLevel={3} />;
}
