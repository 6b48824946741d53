// Shops: the list, the figures for the shops page, and one shop with its featured product.
import { z } from 'zod';
import { productSchema } from './catalog';
import { paginatorSchema } from './envelope';
import { optionalMediaUrl, withFallback } from './media';

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
  email: withFallback(z.string().nullable(), null),
  phone_number: withFallback(z.string().nullable(), null),
  totalActiveProducts: withFallback(z.number().int(), 0),
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
