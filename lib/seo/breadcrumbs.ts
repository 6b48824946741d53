// The trails to taxonomy pages, shared by the visible breadcrumb and its BreadcrumbList JSON-LD.
import type { TaxonomyRef } from '@/lib/domain/catalog';
import { pages } from '@/lib/routing/urls';

export interface BreadcrumbItem {
  name: string;
  /** Root-relative path. */
  href: string;
}

export const HOME_CRUMB: BreadcrumbItem = { name: 'Home', href: pages.home };
const MARKETPLACE_CRUMB: BreadcrumbItem = { name: 'Marketplace', href: pages.marketplace };

export function categoryTrail(category: Pick<TaxonomyRef, 'id' | 'name'>): BreadcrumbItem[] {
  return [HOME_CRUMB, MARKETPLACE_CRUMB, { name: category.name, href: pages.category(category.id) }];
}

export function subcategoryTrail(category: Pick<TaxonomyRef, 'id' | 'name'>, subcategory: Pick<TaxonomyRef, 'id' | 'name'>): BreadcrumbItem[] {
  return [...categoryTrail(category), { name: subcategory.name, href: pages.subcategory(subcategory.id) }];
}

export function divisionTrail(
  category: Pick<TaxonomyRef, 'id' | 'name'>,
  subcategory: Pick<TaxonomyRef, 'id' | 'name'>,
  division: Pick<TaxonomyRef, 'id' | 'name'>,
): BreadcrumbItem[] {
  return [...subcategoryTrail(category, subcategory), { name: division.name, href: pages.division(division.id) }];
}
