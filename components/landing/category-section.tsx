// Shop by Category: every category from the API, as image tiles leading to its page. A failed read
// throws (see product-section.tsx).
import { TaxonomyTiles } from '@/components/catalog/taxonomy-tiles';
import { getCategories } from '@/lib/catalog/taxonomy';
import { formatCount, PRODUCT_NOUN } from '@/lib/format/count';
import { pages } from '@/lib/routing/urls';
import { SectionMessage } from './section-message';

export async function CategorySection() {
  const categories = await getCategories();
  if (categories.length === 0) return <SectionMessage>No categories yet.</SectionMessage>;
  return (
    <TaxonomyTiles
      label="Categories"
      tiles={categories.map((c) => ({
        id: c.id,
        name: c.name,
        href: pages.category(c.id),
        image: c.image,
        detail: formatCount(c.productCount, PRODUCT_NOUN),
      }))}
    />
  );
}
