// The shapes of categories, subcategories and divisions in answers (spec section 3; slugs as stored).
import type { categories, divisions, subcategories } from '../db/schema';
import { mediaUrl } from './product-json';

type CategoryRow = typeof categories.$inferSelect;
type SubcategoryRow = typeof subcategories.$inferSelect;
type DivisionRow = typeof divisions.$inferSelect;

export interface CategoryJson {
  category_id: number;
  name: string;
  slug: string;
  description: string;
  image_url: string;
}

export interface SubcategoryJson {
  subcategory_id: number;
  name: string;
  slug: string;
  image_url: string;
  category_id: number;
}

export interface DivisionJson {
  division_id: number;
  name: string;
  slug: string;
  image_url: string;
  subcategory_id: number;
}

export function toCategoryJson(row: CategoryRow, publicUrl: string): CategoryJson {
  return {
    category_id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_url: mediaUrl(publicUrl, row.imageUrl),
  };
}

export function toSubcategoryJson(row: SubcategoryRow, publicUrl: string): SubcategoryJson {
  return {
    subcategory_id: row.id,
    name: row.name,
    slug: row.slug,
    image_url: mediaUrl(publicUrl, row.imageUrl),
    category_id: row.categoryId,
  };
}

export function toDivisionJson(row: DivisionRow, publicUrl: string): DivisionJson {
  return {
    division_id: row.id,
    name: row.name,
    slug: row.slug,
    image_url: mediaUrl(publicUrl, row.imageUrl),
    subcategory_id: row.subcategoryId,
  };
}
