// Cached reads of the category tree: categories, subcategories and divisions. The tree changes
// rarely ('editorial' lifetime); a 'category' event from the API refreshes it on demand.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  fetchCategories,
  fetchCategory,
  fetchDivision,
  fetchDivisions,
  fetchSubcategories,
  fetchSubcategory,
} from '@/lib/upstream/catalog';
import type { Category, CategoryDetail, CategoryTree, Division, DivisionDetail, Subcategory, SubcategoryDetail } from '@/lib/domain/catalog';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, unwrap, unwrapOrNull } from './load';

async function cachedCategories(): Promise<Category[]> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.categories);
  const list = unwrap(await fetchCategories(), 'load categories');
  cacheTag(...list.map((c) => tags.category(c.id)));
  return list;
}

/** Every category (with slug, image and product count). Throws when the API fails. */
export async function getCategories(): Promise<Category[]> {
  await avoidBuildTimeFetch();
  return cachedCategories();
}

async function cachedCategory(id: number): Promise<CategoryDetail | null> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.categories, tags.category(id));
  const category = unwrapOrNull(await fetchCategory(id), 'load the category');
  if (category) cacheTag(...category.subcategories.map((s) => tags.subcategory(s.id)));
  return category;
}

/** A category with its subcategories; null when there is no such category. */
export async function getCategory(id: number): Promise<CategoryDetail | null> {
  await avoidBuildTimeFetch();
  return cachedCategory(id);
}

async function cachedSubcategories(categoryId: number): Promise<Subcategory[]> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.categories, tags.category(categoryId));
  return unwrap(await fetchSubcategories(categoryId), 'load subcategories');
}

export async function getSubcategories(categoryId: number): Promise<Subcategory[]> {
  await avoidBuildTimeFetch();
  return cachedSubcategories(categoryId);
}

async function cachedSubcategory(id: number): Promise<SubcategoryDetail | null> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.categories, tags.subcategory(id));
  const subcategory = unwrapOrNull(await fetchSubcategory(id), 'load the subcategory');
  if (subcategory) cacheTag(tags.category(subcategory.category.id), ...subcategory.divisions.map((d) => tags.division(d.id)));
  return subcategory;
}

/** A subcategory with its category and divisions; null when there is no such subcategory. */
export async function getSubcategory(id: number): Promise<SubcategoryDetail | null> {
  await avoidBuildTimeFetch();
  return cachedSubcategory(id);
}

async function cachedDivisions(subcategoryId: number): Promise<Division[]> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.categories, tags.subcategory(subcategoryId));
  return unwrap(await fetchDivisions(subcategoryId), 'load divisions');
}

export async function getDivisions(subcategoryId: number): Promise<Division[]> {
  await avoidBuildTimeFetch();
  return cachedDivisions(subcategoryId);
}

async function cachedDivision(id: number): Promise<DivisionDetail | null> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.categories, tags.division(id));
  const division = unwrapOrNull(await fetchDivision(id), 'load the division');
  if (division) cacheTag(tags.category(division.category.id), tags.subcategory(division.subcategory.id));
  return division;
}

/** A division with its subcategory and category; null when there is no such division. */
export async function getDivision(id: number): Promise<DivisionDetail | null> {
  await avoidBuildTimeFetch();
  return cachedDivision(id);
}

async function cachedCategoryTree(): Promise<CategoryTree[]> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.categories);
  const categories = unwrap(await fetchCategories(), 'load categories');
  // Eight categories of a few subcategories each: one detail read per subcategory, in parallel.
  return Promise.all(
    categories.map(async (category) => {
      const detail = unwrap(await fetchCategory(category.id), 'load the category');
      const subcategories = await Promise.all(
        detail.subcategories.map(async (sub) => ({ ...sub, divisions: unwrap(await fetchDivisions(sub.id), 'load divisions') })),
      );
      return { ...category, subcategories };
    }),
  );
}

/** The whole tree (categories, their subcategories and divisions), for the category index. */
export async function getCategoryTree(): Promise<CategoryTree[]> {
  await avoidBuildTimeFetch();
  return cachedCategoryTree();
}
