// The category tree: categories, subcategories and divisions, each with its parents for breadcrumbs.
import { z } from 'zod';
import { idPath } from './fields';
import { optionalMediaUrl, withFallback } from './media';

export const categorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: withFallback(z.string().nullable(), null),
  image_url: optionalMediaUrl,
  product_count: withFallback(z.number().int(), 0),
});
export const categoryListSchema = z.array(categorySchema);

export const subcategorySchema = z.object({
  subcategory_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image_url: optionalMediaUrl,
  category_id: z.number().int(),
});
export const subcategoryListSchema = z.array(subcategorySchema);

export const divisionSchema = z.object({
  division_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image_url: optionalMediaUrl,
  subcategory_id: z.number().int(),
});
export const divisionListSchema = z.array(divisionSchema);

const categoryParentSchema = categorySchema.omit({ product_count: true });

/** `GET /categories/{id}`: the category with its subcategories. */
export const categoryDetailSchema = z.object({
  category: categorySchema.extend({ subcategories: subcategoryListSchema }),
});

/** `GET /subcategories/{id}`: the subcategory with its category and divisions. */
export const subcategoryDetailSchema = z.object({
  subcategory: subcategorySchema.extend({
    category: categoryParentSchema,
    divisions: divisionListSchema.optional().default([]),
  }),
});

/** `GET /divisions/{id}`: the division with its subcategory and category. */
export const divisionDetailSchema = z.object({
  division: divisionSchema.extend({
    subcategory: subcategorySchema.extend({ category: categoryParentSchema }),
  }),
});

// Requests: the path ids (anything but a record id is a 404 `<what> not found`).

/** `/categories/{id}`. */
export const categoryParamsSchema = z.object({ id: idPath('Category') });
/** `/categories/{category_id}/subcategories`. */
export const categorySubcategoriesParamsSchema = z.object({ category_id: idPath('Category') });
/** `/subcategories/{id}`. */
export const subcategoryParamsSchema = z.object({ id: idPath('Subcategory') });
/** `/subcategories/{subcategory_id}/divisions`. */
export const subcategoryDivisionsParamsSchema = z.object({ subcategory_id: idPath('Subcategory') });
/** `/divisions/{id}`. */
export const divisionParamsSchema = z.object({ id: idPath('Division') });
