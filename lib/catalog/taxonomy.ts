// Cached reads of the category tree: categories, subcategories and divisions. The tree changes
// rarely ('editorial' lifetime); a 'category' event from the API refreshes it on demand (every read
// carries the `categories` tag, which each category event refreshes).
import 'server-only';
import { cachedRead } from './cache';
import { fetchCategories, fetchCategory, fetchDivision, fetchDivisions, fetchSubcategory } from '@/lib/upstream/catalog';
import type { Category, CategoryDetail, CategoryTree, DivisionDetail, SubcategoryDetail } from '@/lib/domain/catalog';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, dataOrThrow, dataOrNullIfMissing } from './load';

const cachedCategories = cachedRead(
  'categories',
  lifetimes.editorial,
  () => [tags.catalogue, tags.categories],
  async (): Promise<Category[]> => dataOrThrow(await fetchCategories(), 'load categories'),
);

/** Every category (with slug, image and product count). Throws when the API fails. */
export async function getCategories(): Promise<Category[]> {
  await avoidBuildTimeFetch();
  return cachedCategories();
}

const cachedCategory = cachedRead(
  'category',
  lifetimes.editorial,
  ([id]) => [tags.catalogue, tags.categories, tags.category(id)],
  async (id: number): Promise<CategoryDetail | null> => dataOrNullIfMissing(await fetchCategory(id), 'load the category'),
);

/** A category with its subcategories; null when there is no such category. */
export async function getCategory(id: number): Promise<CategoryDetail | null> {
  await avoidBuildTimeFetch();
  return cachedCategory(id);
}

const cachedSubcategory = cachedRead(
  'subcategory',
  lifetimes.editorial,
  ([id]) => [tags.catalogue, tags.categories, tags.subcategory(id)],
  async (id: number): Promise<SubcategoryDetail | null> => dataOrNullIfMissing(await fetchSubcategory(id), 'load the subcategory'),
);

/** A subcategory with its category and divisions; null when there is no such subcategory. */
export async function getSubcategory(id: number): Promise<SubcategoryDetail | null> {
  await avoidBuildTimeFetch();
  return cachedSubcategory(id);
}

const cachedDivision = cachedRead(
  'division',
  lifetimes.editorial,
  ([id]) => [tags.catalogue, tags.categories, tags.division(id)],
  async (id: number): Promise<DivisionDetail | null> => dataOrNullIfMissing(await fetchDivision(id), 'load the division'),
);

/** A division with its subcategory and category; null when there is no such division. */
export async function getDivision(id: number): Promise<DivisionDetail | null> {
  await avoidBuildTimeFetch();
  return cachedDivision(id);
}

const cachedCategoryTree = cachedRead(
  'category-tree',
  lifetimes.editorial,
  () => [tags.catalogue, tags.categories],
  async (): Promise<CategoryTree[]> => {
    const categories = dataOrThrow(await fetchCategories(), 'load categories');
    // Eight categories of a few subcategories each: one detail read per subcategory, in parallel.
    return Promise.all(
      categories.map(async (category) => {
        const detail = dataOrThrow(await fetchCategory(category.id), 'load the category');
        const subcategories = await Promise.all(
          detail.subcategories.map(async (sub) => ({ ...sub, divisions: dataOrThrow(await fetchDivisions(sub.id), 'load divisions') })),
        );
        return { ...category, subcategories };
      }),
    );
  },
);

/** The whole tree (categories, their subcategories and divisions), for the category index. */
export async function getCategoryTree(): Promise<CategoryTree[]> {
  await avoidBuildTimeFetch();
  return cachedCategoryTree();
}
