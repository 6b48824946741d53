// Products as the API answers them: in lists (a paginator) and alone (with the serial number).
import { z } from 'zod';
import { paginatorSchema } from './envelope';
import { mediaUrlSchema, withFallback } from './media';

const categoryRef = z.object({ category_id: z.number().int(), name: z.string() });

export const productSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  sku: z.string(),
  base_price: z.number(),
  description: z.string(),
  images: z.array(z.object({ image_url: mediaUrlSchema, alt_text: withFallback(z.string(), '') })),
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
