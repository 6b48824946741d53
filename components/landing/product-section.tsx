// A landing product section (Featured, Editor's Pick, Summer Collection): page 1 of the API's
// list, the first 8 (spec section 2), from the shared cached read. A failed read throws: the landing
// page is a cached document, and a render that fails keeps the last good copy in service.
import { ProductGrid } from '@/components/catalog/product-grid';
import { getProductList, SECTION_SIZE } from '@/lib/catalog/products';
import type { ProductListQuery } from '@/lib/domain/catalog';
import { SectionMessage } from './section-message';

interface ProductSectionProps {
  query: ProductListQuery;
  /** Names the list for assistive technology. */
  label: string;
  emptyMessage?: string;
}

export async function ProductSection({ query, label, emptyMessage = 'No products here yet. Please check back soon.' }: ProductSectionProps) {
  const list = await getProductList({ ...query, page: 1, perPage: SECTION_SIZE });
  const products = list.products.slice(0, SECTION_SIZE);
  if (products.length === 0) return <SectionMessage>{emptyMessage}</SectionMessage>;
  return <ProductGrid products={products} label={label} eagerCount={0} headingLevel={3} />;
}
