// The trails to taxonomy pages, shared by the visible breadcrumb and its BreadcrumbList JSON-LD.
import type { TaxonomyRef } from '@/lib/domain/catalog';

export interface BreadcrumbItem {
  name: string;
  /** Root-relative path. */
  href: string;
}

export const HOME_CRUMB: BreadcrumbItem = { name: 'Home', href: '/' };
const MARKETPLACE_CRUMB: BreadcrumbItem = { name: 'Marketplace', href: '/marketplace' };

export const categoryHref = (id: number) => `/categories/${id}`;
export const subcategoryHref = (id: number) => `/subcategories/${id}`;
export const divisionHref = (id: number) => `/divisions/${id}`;

export function categoryTrail(category: Pick<TaxonomyRef, 'id' | 'name'>): BreadcrumbItem[] {
  return [HOME_CRUMB, MARKETPLACE_CRUMB, { name: category.name, href: categoryHref(category.id) }];
}

export function subcategoryTrail(category: Pick<TaxonomyRef, 'id' | 'name'>, subcategory: Pick<TaxonomyRef, 'id' | 'name'>): BreadcrumbItem[] {
  return [...categoryTrail(category), { name: subcategory.name, href: subcategoryHref(subcategory.id) }];
}

export function divisionTrail(
  category: Pick<TaxonomyRef, 'id' | 'name'>,
  subcategory: Pick<TaxonomyRef, 'id' | 'name'>,
  division: Pick<TaxonomyRef, 'id' | 'name'>,
): BreadcrumbItem[] {
  return [...subcategoryTrail(category, subcategory), { name: division.name, href: divisionHref(division.id) }];
}
