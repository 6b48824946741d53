// The seller's own products (issue 32, point 3): the shop's list with its states, one product with
// its provenance, and the bodies that create and change one. Drafts and archived products appear
// only here; buyers see active ones (contract/rules/product-status.ts).
import { z } from 'zod';
import { PRODUCT_LIST_STATUSES, PRODUCT_STATUSES } from '../rules/product-status';
import { enumQuery, fromQuery, searchQuery } from './catalog-query';
import { productDescriptionField, productNameField, productPriceField, productSchema, productStockField } from './catalog';
import { paginatorSchema } from './envelope';
import { bodyId, idPath, pageParam, perPageParam, requiredText } from './fields';
import { sellerProductImageSchema } from './seller-images';

export const sellerProductSchema = productSchema
  .extend({
    images: z.array(sellerProductImageSchema).meta({ description: 'Main first, with the ids the photo routes take.' }),
    serial_number: z.string().nullable().meta({ description: 'Issued on first publish; null for a draft never published.' }),
    status: z.enum(PRODUCT_STATUSES),
    provenance: z.object({
      maker: z.string().nullable(),
      region: z.string().nullable().meta({ description: 'The county or region the piece was made in.' }),
      materials: z.array(z.string()),
      time_to_make: z.string().nullable(),
    }),
    updated_at: z.string(),
  })
  .meta({ id: 'SellerProduct' });

export const sellerProductListSchema = paginatorSchema(sellerProductSchema);
export const sellerProductDetailSchema = z.object({ product: sellerProductSchema });
export const sellerProductDeletedSchema = z.object({ id: z.number().int() });

// Requests.

/** The longest each of the seller's text fields may be, and how many tags and materials a product takes. */
export const SELLER_PRODUCT_LIMITS = {
  sku: 64,
  tag: 40,
  tags: 20,
  origin: 120,
  weight: 40,
  dimensions: 80,
  maker: 120,
  region: 120,
  material: 60,
  materials: 20,
  timeToMake: 60,
} as const;

/** Letters, digits and . _ - only: a SKU is printed on packing slips and typed into searches. */
const SKU = /^[A-Za-z0-9._-]+$/;

const skuField = requiredText({ required: 'The SKU is required.', max: SELLER_PRODUCT_LIMITS.sku, label: 'The SKU' }).regex(
  SKU,
  'The SKU may hold only letters, digits, dots, hyphens and underscores.',
);

/** Optional free text: trimmed, blank or null clears it. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} may not be longer than ${max} characters.`)
    .nullable()
    .transform((v) => (v ? v : null));

/** A list of short words: each trimmed and not blank, duplicates dropped. */
const wordList = (label: string, itemLabel: string, maxItems: number, maxLength: number) =>
  z
    .array(requiredText({ required: `${itemLabel} may not be blank.`, max: maxLength, label: itemLabel }), { error: `${label} must be a list of text.` })
    .max(maxItems, `${label} may hold at most ${maxItems} entries.`)
    .transform((items) => [...new Set(items)]);

const sellerProductFields = {
  name: productNameField,
  description: productDescriptionField,
  price: productPriceField,
  stock: productStockField,
  sku: skuField,
  division_id: bodyId('division_id'),
  tags: wordList('The tags', 'A tag', SELLER_PRODUCT_LIMITS.tags, SELLER_PRODUCT_LIMITS.tag),
  origin: optionalText('The origin', SELLER_PRODUCT_LIMITS.origin),
  weight: optionalText('The weight', SELLER_PRODUCT_LIMITS.weight),
  dimensions: optionalText('The dimensions', SELLER_PRODUCT_LIMITS.dimensions),
  maker: optionalText('The maker', SELLER_PRODUCT_LIMITS.maker),
  region: optionalText('The county or region', SELLER_PRODUCT_LIMITS.region),
  materials: wordList('The materials', 'A material', SELLER_PRODUCT_LIMITS.materials, SELLER_PRODUCT_LIMITS.material),
  time_to_make: optionalText('The time to make', SELLER_PRODUCT_LIMITS.timeToMake),
};

/** POST /seller/products: a new draft. Name, price, stock, SKU and division are required. */
export const sellerProductCreateSchema = z.object({
  ...sellerProductFields,
  description: sellerProductFields.description.default(''),
  tags: sellerProductFields.tags.default([]),
  origin: sellerProductFields.origin.optional(),
  weight: sellerProductFields.weight.optional(),
  dimensions: sellerProductFields.dimensions.optional(),
  maker: sellerProductFields.maker.optional(),
  region: sellerProductFields.region.optional(),
  materials: sellerProductFields.materials.default([]),
  time_to_make: sellerProductFields.time_to_make.optional(),
});

/** PATCH /seller/products/{id}: any of the same fields; at least one. */
export const sellerProductChangeSchema = z
  .object({
    name: sellerProductFields.name.optional(),
    description: sellerProductFields.description.optional(),
    price: sellerProductFields.price.optional(),
    stock: sellerProductFields.stock.optional(),
    sku: sellerProductFields.sku.optional(),
    division_id: sellerProductFields.division_id.optional(),
    tags: sellerProductFields.tags.optional(),
    origin: sellerProductFields.origin.optional(),
    weight: sellerProductFields.weight.optional(),
    dimensions: sellerProductFields.dimensions.optional(),
    maker: sellerProductFields.maker.optional(),
    region: sellerProductFields.region.optional(),
    materials: sellerProductFields.materials.optional(),
    time_to_make: sellerProductFields.time_to_make.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
    path: ['name'],
  });

/** GET /seller/products: search, state and page. */
export const sellerProductListQuerySchema = z.object({
  page: fromQuery(pageParam),
  per_page: fromQuery(perPageParam(20, 100)),
  q: fromQuery(searchQuery),
  status: fromQuery(enumQuery('status', PRODUCT_LIST_STATUSES).optional()),
});

/** `/seller/products/{id}`: a product of the seller's shop (another shop's is a 404 too). */
export const sellerProductParamsSchema = z.object({ id: idPath('Product') });
