// The category tree as the product form offers it: names and ids only, so the page hands the
// client form a small tree rather than the catalogue's.
import type { CategoryTree } from '@/lib/domain/catalog';

export interface TaxonomyChoice {
  id: number;
  name: string;
  subcategories: { id: number; name: string; divisions: { id: number; name: string }[] }[];
}

export function toTaxonomyChoices(tree: CategoryTree[]): TaxonomyChoice[] {
  return tree.map((category) => ({
    id: category.id,
    name: category.name,
    subcategories: category.subcategories.map((sub) => ({
      id: sub.id,
      name: sub.name,
      divisions: sub.divisions.map((division) => ({ id: division.id, name: division.name })),
    })),
  }));
}
