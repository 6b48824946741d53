// Shops: the list, the figures for the shops page, and one shop with its featured product.
import { RATING_MAX } from '../rules/rating';
import { z } from 'zod';
import { productSchema } from './catalog';
import { enumQuery, fromQuery, isSlug, searchQuery } from './catalog-query';
import { paginatorSchema } from './envelope';
import { idPath, pageParam, perPageParam } from './fields';
import { optionalMediaUrl, withFallback } from './media';

export const SHOP_TYPES = ['brand', 'individual'] as const;
const shopTypeSchema = z.enum(SHOP_TYPES);

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
  logo_image_url: optionalMediaUrl,
  email: withFallback(z.string().nullable(), null),
  phone_number: withFallback(z.string().nullable(), null),
  totalActiveProducts: withFallback(z.number().int(), 0),
  verified: withFallback(z.boolean(), false).meta({ description: 'An admin checked the shop: its page shows the verified badge.' }),
});
export const shopListSchema = paginatorSchema(shopSummarySchema);
export const shopStatsSchema = z.object({ individuals: z.number().int(), brands: z.number().int() });
export const shopCountriesSchema = z.array(z.string());

const shopDetailBody = shopSummarySchema.extend({
  categories: withFallback(z.array(z.object({ category_id: z.number().int(), name: z.string() })), []),
  featured_product: withFallback(productSchema.nullable(), null),
});

/** `GET /shops/slug/{slug}` and `/shops/{id}` as this API answers them: the shop with the categories it sells in and its featured product. */
export const shopAnswerSchema = z.object({ shop: shopDetailBody });

// The storefront's reading: the shop still shows when its featured product or its categories
// cannot be read (another provider's API), and the shop may come under `shop` or as the object
// itself (spec section 7 reads both). Not declared by a route, so zod's `.catch` is fine here.
const shopDetailRead = shopDetailBody.extend({
  categories: shopDetailBody.shape.categories.catch([]),
  featured_product: shopDetailBody.shape.featured_product.catch(null),
});
export const shopDetailSchema = z.union([z.object({ shop: shopDetailRead }).transform((d) => d.shop), shopDetailRead]);

// Requests.

/** GET /shops: how long a shop has sold, and the list's sort orders. */
export const SHOP_EXPERIENCE = ['new', 'experienced'] as const;
export const SHOP_SORTS = ['name', 'location'] as const;

/** GET /shops: filters, sort order, search and page. */
const RATINGS_MESSAGE = `ratings must be a whole number from 1 to ${RATING_MAX}`;

export const shopListQuerySchema = z.object({
  page: fromQuery(pageParam),
  per_page: fromQuery(perPageParam(12)),
  // The storefront sends it in lowercase; stored names are compared case-insensitively.
  country: fromQuery(z.string().max(100, 'country is too long').optional()),
  shop_type: fromQuery(enumQuery('shop_type', SHOP_TYPES).optional()),
  // Shops shown as rated at least this many stars: the storefront's rounding (contract/rules/rating.ts)
  // shows 4.95 as 5.0, so "5 Stars" finds it.
  ratings: fromQuery(z.coerce.number({ error: RATINGS_MESSAGE }).int(RATINGS_MESSAGE).min(1, RATINGS_MESSAGE).max(RATING_MAX, RATINGS_MESSAGE).optional()).meta(
    { description: 'Shops shown as rated this many stars or more: averages round to one decimal, halves up, so 4.95 counts as 5.' },
  ),
  years_of_experience: fromQuery(enumQuery('years_of_experience', SHOP_EXPERIENCE).optional()),
  sort_by: fromQuery(enumQuery('sort_by', SHOP_SORTS).default('name')),
  search: fromQuery(searchQuery),
});

/** `/shops/slug/{slug}`: any case; anything but a slug is a 404 'Shop not found'. */
export const shopSlugParamsSchema = z.object({
  slug: z
    .string()
    .transform((slug) => slug.trim().toLowerCase())
    .refine(isSlug, 'Shop not found'),
});

/** `/shops/{id}`. */
export const shopParamsSchema = z.object({ id: idPath('Shop') });
