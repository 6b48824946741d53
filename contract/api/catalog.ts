// Products as the API answers them: in lists (a paginator) and alone (with the serial number).
import { z } from 'zod';
import { enumQuery, fromQuery, fromQueryList, idListQuery, priceQuery, searchQuery, slugListQuery } from './catalog-query';
import { paginatorSchema } from './envelope';
import { boolQuery, idPath, idQuery, pageParam, perPageParam, requiredText } from './fields';
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

// Requests.

/** GET /products: the sort orders and the collections a list can be asked for. */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc', 'rating', 'relevance'] as const;
export const PRODUCT_COLLECTIONS = ['editors-pick', 'summer-collection'] as const;

/** GET /products: filters, sort order, search and page. */
export const productListQuerySchema = z
  .object({
    page: fromQuery(pageParam),
    per_page: fromQuery(perPageParam(20)),
    // `category_id` takes one id or a comma-separated list (the marketplace's multi-select chips:
    // `?category_id=1,3`); `category` takes category slugs the same way (`?category=textiles,jewelry`,
    // as in /marketplace?category=textiles). When both are sent a product must match both.
    category_id: fromQueryList(idListQuery('category_id').optional()),
    category: fromQueryList(slugListQuery('category').optional()),
    subcategory_id: fromQuery(idQuery('subcategory_id').optional()),
    division_id: fromQuery(idQuery('division_id').optional()),
    // The shop owner's user id.
    seller_id: fromQuery(idQuery('seller_id').optional()),
    shop_id: fromQuery(idQuery('shop_id').optional()),
    min_price: fromQuery(priceQuery('min_price').optional()),
    max_price: fromQuery(priceQuery('max_price').optional()),
    sortBy: fromQuery(enumQuery('sortBy', PRODUCT_SORTS).optional()),
    searchTerm: fromQuery(searchQuery),
    // Flags narrow the list when true; false is the same as not sending them.
    is_featured: fromQuery(boolQuery('is_featured').optional()),
    inStock: fromQuery(boolQuery('inStock').optional()),
    collection: fromQuery(enumQuery('collection', PRODUCT_COLLECTIONS).optional()),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'min_price cannot be more than max_price',
    path: ['min_price'],
  });

/** `/products/{id}`. */
export const productParamsSchema = z.object({ id: idPath('Product') });

/** A product's price in Ksh and its stock, at most. */
export const PRODUCT_LIMITS = { price: 10_000_000, stock: 1_000_000, name: 200, description: 10_000 } as const;

const isMissing = (input: unknown) => input === undefined || input === null;

/** A product's price in Ksh: more than 0, at most PRODUCT_LIMITS.price, whole cents. */
export const productPriceField = z
  .number({ error: (issue) => (isMissing(issue.input) ? 'The price is required.' : 'The price must be a number.') })
  .gt(0, 'The price must be more than 0.')
  .max(PRODUCT_LIMITS.price, `The price may not be more than ${PRODUCT_LIMITS.price}.`)
  .refine((price) => Math.round(price * 100) === price * 100, 'The price may have at most two decimals.');

/** How many pieces are in stock: a whole number from 0 to PRODUCT_LIMITS.stock. */
export const productStockField = z
  .number({ error: (issue) => (isMissing(issue.input) ? 'The stock is required.' : 'The stock must be a whole number.') })
  .int('The stock must be a whole number.')
  .min(0, 'The stock may not be negative.')
  .max(PRODUCT_LIMITS.stock, `The stock may not be more than ${PRODUCT_LIMITS.stock}.`);

export const productNameField = requiredText({ required: 'The name may not be blank.', max: PRODUCT_LIMITS.name, label: 'The name' });

export const productDescriptionField = z
  .string({ error: 'The description must be text.' })
  .trim()
  .max(PRODUCT_LIMITS.description, `The description may not be longer than ${PRODUCT_LIMITS.description} characters.`);

/** PATCH /products/{id}: any of price, stock, name and description; at least one. */
export const productChangeBodySchema = z
  .object({
    price: productPriceField.optional(),
    stock: productStockField.optional(),
    name: productNameField.optional(),
    description: productDescriptionField.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Send at least one of price, stock, name or description.',
    path: ['price'],
  });

/** What PATCH /products/{id} answers: the product, whose serial is null while it was never published. */
export const productChangedSchema = z.object({ product: productSchema.extend({ serial_number: z.string().nullable() }) });
