// Shops: the list, the figures for the shops page, and one shop with its featured product.
import { z } from 'zod';
import { productSchema } from './catalog';
import { paginatorSchema } from './envelope';
import { optionalMediaUrl } from './media';

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
