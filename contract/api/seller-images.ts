// A product's photos as its seller manages them (issue 32, point 3): the upload, the order (the
// first is the main photo) and the removal. Each route answers the product's photos after the
// change. The files' rules are in contract/rules/images.ts.
import { z } from 'zod';
import { idPath } from './fields';
import { mediaUrlSchema } from './media';

export const sellerProductImageSchema = z
  .object({
    id: z.number().int(),
    image_url: mediaUrlSchema,
    alt_text: z.string(),
    position: z.number().int().meta({ description: 'From 0; the photo at 0 is the main one.' }),
    width: z.number().int().nullable().meta({ description: 'In px, as stored; null for an image the seed made.' }),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'SellerProductImage' });

/** The answer of every photo route: the product's photos, main first. */
export const sellerProductImagesSchema = z.object({ images: z.array(sellerProductImageSchema) });

/** `PUT /seller/products/{id}/images/order`: every photo's id once, in the new order (main first). */
export const sellerImageOrderSchema = z.object({
  image_ids: z
    .array(z.number({ error: 'image_ids must be a list of photo ids.' }).int().min(1), { error: 'image_ids must be a list of photo ids.' })
    .min(1, 'image_ids must name every photo of the product.'),
});

/** `/seller/products/{id}/images/{image_id}`. */
export const sellerProductImageParamsSchema = z.object({ id: idPath('Product'), image_id: idPath('Image') });

/** The multipart field that carries the files of `POST /seller/products/{id}/images` (one or more). */
export const PRODUCT_IMAGE_FIELD = 'images';
/** The multipart field that carries the file of `POST /seller/shop/images/{kind}`. */
export const SHOP_IMAGE_FIELD = 'image';
