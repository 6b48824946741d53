// Shop by Category: every category from the API, as image tiles leading to its page.
import { unstable_rethrow } from 'next/navigation';
import { TaxonomyTiles } from '@/components/catalog/taxonomy-tiles';
import { getCategories } from '@/lib/catalog/taxonomy';
import type { Category } from '@/lib/domain/catalog';
import { categoryHref } from '@/lib/seo/breadcrumbs';
import { SectionMessage } from './section-message';

/** Spec section 8. */
export const CATEGORIES_FAILED = 'Failed to load categories';

const countFormat = new Intl.NumberFormat('en-KE');

export async function CategorySection() {
  let categories: Category[];
  try {
    categories = await getCategories();
  } catch (error) {
    unstable_rethrow(error);
    console.error('[landing] categories:', error);
    return <SectionMessage role="alert">{CATEGORIES_FAILED}</SectionMessage>;
  }
  if (categories.length === 0) return <SectionMessage>No categories yet.</SectionMessage>;
  return (
    <TaxonomyTiles
      label="Categories"
      tiles={categories.map((c) => ({
        id: c.id,
        name: c.name,
        href: categoryHref(c.id),
        image: c.image,
        detail: `${countFormat.format(c.productCount)} ${c.productCount === 1 ? 'product' : 'products'}`,
      }))}
    />
  );
}
