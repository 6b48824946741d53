import { TaxonomyNotFound } from '@/components/catalog/taxonomy-not-found';

// Inside the site layout, which owns <main> and the footer.
export default function SubcategoryNotFound() {
  return <TaxonomyNotFound kind="subcategory" />;
}
