// The API's answers as the storefront reads them (the `data` of each envelope). Pure: the API's
// contract tests import these to prove that it answers what the storefront parses.
import { z } from 'zod';
import { mediaPath } from '../routing/media';

export const paginatorSchema = <S extends z.ZodType>(item: S) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });

/* ---------------------------------------------------------------- accounts */

const roleSchema = z.object({
  role_name: z.string(),
  role_description: z.string(),
  permissions: z.array(z.string()),
});

const userTypeSchema = z.enum(['buyer', 'seller', 'admin']);

export const currentUserSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  user_type: userTypeSchema,
  status: z.string(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  roles: z.array(roleSchema),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  mpesa: z.string().nullable(),
  idNumber: z.string().nullable(),
  country: z.string().nullable(),
  town: z.string().nullable(),
  createdAt: z.string(),
});

export const loginDataSchema = z.object({
  accessToken: z.string().min(1),
  token_type: z.string(),
  expires_at: z.string(),
  /** This browser's known-device token (lib/session/known-device.ts); older APIs send none. */
  device_token: z.string().optional(),
  user: currentUserSchema,
});

export const registerDataSchema = z.object({ user: currentUserSchema });

export const verifyCodeDataSchema = z.object({ token: z.string().min(1), email: z.string(), expires_at: z.string() });

export const emptySchema = z.unknown();

/** A password reset's answer: the browser is now known to the account (an older API answers null). */
export const resetPasswordDataSchema = z.object({ device_token: z.string().optional() }).nullable().catch(null);

/** GET /auth/session: the token's user, while the token is good. */
export const sessionStatusSchema = z.object({ user_id: z.number() });

/* ---------------------------------------------------------------- catalogue */

/**
 * The API answers absolute image URLs on its own host; every image URL becomes its root-relative
 * `/media/...` path here, once, while parsing (lib/routing/media.ts). Anything that is not an API
 * media URL is kept as it is (the image component shows its placeholder for foreign URLs).
 */
export function toMediaPath(url: string): string {
  return mediaPath(url) ?? url.trim();
}

/** An image URL from the API, as a path on the storefront's origin. */
export const mediaUrlSchema = z.string().transform(toMediaPath);
export const optionalMediaUrl = z
  .string()
  .nullable()
  .optional()
  .transform((v) => (v ? toMediaPath(v) : null));

const categoryRef = z.object({ category_id: z.number().int(), name: z.string() });

export const productSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  sku: z.string(),
  base_price: z.number(),
  description: z.string(),
  images: z.array(z.object({ image_url: mediaUrlSchema, alt_text: z.string().catch('') })),
  shop: z.object({
    shop_id: z.number().int(),
    shop_name: z.string(),
    shop_url_slug: z.string(),
    shop_type: z.enum(['brand', 'individual']),
    description: z.string(),
    location: z.string(),
    country: z.string(),
    rating_average: z.number(),
    reviews: z.number().int(),
    years_of_experience: z.number().int(),
  }),
  categories: z.array(z.string()),
  category: categoryRef,
  division: z.object({
    division_id: z.number().int(),
    name: z.string(),
    subcategory: z.object({ subcategory_id: z.number().int(), name: z.string(), category: categoryRef }),
  }),
  origin: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  weight: z.string().nullable(),
  barcode: z.string().nullable(),
  is_digital: z.boolean(),
  dimensions: z.string().nullable(),
  tags: z.array(z.string()),
  stock: z.number().int(),
  in_stock: z.boolean(),
  is_featured: z.boolean(),
  rating_average: z.number(),
  review_count: z.number().int(),
});

export const productListSchema = paginatorSchema(productSchema);
export const productDetailSchema = z.object({ product: productSchema.extend({ serial_number: z.string() }) });

/* ---------------------------------------------------------------- taxonomy */

export const categorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable().catch(null),
  image_url: optionalMediaUrl,
  product_count: z.number().int().catch(0),
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

/* ---------------------------------------------------------------- shops */

const shopTypeSchema = z.enum(['brand', 'individual']);

export const shopSummarySchema = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  shop_url_slug: z.string(),
  shop_type: shopTypeSchema,
  location: z.string(),
  country: z.string(),
  rating_average: z.number(),
  reviews: z.number().int(),
  years_of_experience: z.number().int(),
  experience_label: z.string().optional(),
  description: z.string(),
  banner_image_url: optionalMediaUrl,
  email: z.string().nullable().catch(null),
  phone_number: z.string().nullable().catch(null),
  totalActiveProducts: z.number().int().catch(0),
});
export const shopListSchema = paginatorSchema(shopSummarySchema);
export const shopStatsSchema = z.object({ individuals: z.number().int(), brands: z.number().int() });
export const shopCountriesSchema = z.array(z.string());

const shopDetailBody = shopSummarySchema.extend({
  categories: z.array(z.object({ category_id: z.number().int(), name: z.string() })).catch([]),
  // The shop still shows when its featured product cannot be read; the block is optional.
  featured_product: productSchema.nullable().catch(null),
});

/**
 * `GET /shops/slug/{slug}` and `/shops/{id}`: the shop with the categories it sells in and its
 * featured product, under `shop` or as the object itself (spec section 7 reads both).
 */
export const shopDetailSchema = z.union([z.object({ shop: shopDetailBody }).transform((d) => d.shop), shopDetailBody]);

/* ---------------------------------------------------------------- stories */

export const blogSummarySchema = z.object({
  post_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().catch(''),
  meta_title: z.string().nullable().catch(null),
  meta_description: z.string().nullable().catch(null),
  featured_image: optionalMediaUrl,
  alt_text: z.string().nullable().catch(null),
  category_id: z.number().int().nullable().catch(null),
  category_name: z.string().nullable().catch(null),
  created_at: z.string(),
  author_email: z.string().nullable().catch(null),
  // Our API adds the author's display name; an API without it leaves the email to show.
  author_name: z.string().nullable().optional().catch(null),
});
export const blogListSchema = paginatorSchema(blogSummarySchema);

/** One post with its HTML `content` (unsafe until lib/upstream/story-html.ts has cleaned it). */
export const blogPostSchema = blogSummarySchema.extend({
  content: z.string(),
  updated_at: z.string().nullable().catch(null),
});

/**
 * `GET /blogs/{id}`: the post under `post`, under `blog`, or the post itself (spec section 7 reads
 * all three), always answered as the post.
 */
export const blogDetailSchema = z.union([
  z.object({ post: blogPostSchema }).transform((d) => d.post),
  z.object({ blog: blogPostSchema }).transform((d) => d.blog),
  blogPostSchema,
]);

/** `GET /blogs/categories`: the story categories for the filter, with how many posts each has. */
export const blogCategorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  post_count: z.number().int().catch(0),
});
export const blogCategoryListSchema = z.array(blogCategorySchema);

/** A Laravel-style paginator as the app's Page, its items normalised by `item`. */
export const pageSchema = <S extends z.ZodType>(item: S) =>
  paginatorSchema(item).transform((p) => ({
    items: p.data as z.output<S>[],
    page: p.current_page,
    lastPage: Math.max(1, p.last_page),
    perPage: p.per_page,
    total: p.total,
  }));
