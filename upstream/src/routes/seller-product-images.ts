// A product's photos, for its seller only (issue 32, point 3): upload one or more (multipart), remove
// one, put them in order (the first is the main photo). Each answers the product's photos after the
// change. The logic is in seller/images.ts, the file rules in contract/rules/images.ts.
import { PRODUCT_IMAGE_FIELD, sellerImageOrderSchema, sellerProductImageParamsSchema, sellerProductImagesSchema } from '../../../contract/api/seller-images';
import { sellerProductParamsSchema } from '../../../contract/api/seller-products';
import { MAX_PRODUCT_IMAGES } from '../../../contract/rules/images';
import { requireRole, requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { limitUpload, uploadBody, uploadedFiles } from '../media/uploads';
import { addProductImages, assertOwnProduct, removeProductImage, reorderProductImages } from '../seller/images';
import { findSellerShop } from '../seller/products';

const tags = ['Seller products'];
const sellerOnly = [requireUser, requireRole('seller')];
const notSeller = fails('Not a seller, or a seller without a shop yet.');
const noProduct = fails('No such product in this shop (another shop’s product is not found either).');
const photos = answers(sellerProductImagesSchema, 'The product’s photos, main first.');

const uploadImages = createApiRoute({
  method: 'post',
  path: '/seller/products/{id}/images',
  tags,
  summary: `Add photos (multipart, field \`${PRODUCT_IMAGE_FIELD}\`, one or more JPEG, PNG or WebP files): each is checked by its content and re-encoded as WebP without metadata; a bad one keeps none`,
  middleware: [...sellerOnly, limitUpload(MAX_PRODUCT_IMAGES)],
  ...SIGNED_IN,
  request: { params: sellerProductParamsSchema, body: uploadBody(PRODUCT_IMAGE_FIELD, true) },
  responses: {
    201: photos,
    400: fails('Not a multipart form (`Choose an image to upload.`).'),
    401: unauthenticated,
    403: notSeller,
    404: noProduct,
    413: fails('A file, or the whole body, is larger than 8 MB a file.'),
    422: fails('No file, not a JPEG, PNG or WebP image, too many pixels, damaged, or more than 8 photos in all.'),
  },
});

const removeImage = createApiRoute({
  method: 'delete',
  path: '/seller/products/{id}/images/{image_id}',
  tags,
  summary: 'Remove a photo (its stored file goes too); a published product keeps at least one',
  middleware: sellerOnly,
  ...SIGNED_IN,
  request: { params: sellerProductImageParamsSchema },
  responses: {
    200: photos,
    401: unauthenticated,
    403: notSeller,
    404: fails('No such product in this shop, or no such photo of it.'),
    409: fails('The last photo of a published product.'),
  },
});

const orderImages = createApiRoute({
  method: 'put',
  path: '/seller/products/{id}/images/order',
  tags,
  summary: 'Put the photos in a new order (every photo’s id once); the first becomes the main photo',
  middleware: sellerOnly,
  ...SIGNED_IN,
  request: { params: sellerProductParamsSchema, body: jsonBody(sellerImageOrderSchema) },
  responses: { 200: photos, 401: unauthenticated, 403: notSeller, 404: noProduct, 422: invalidInput },
});

export function sellerProductImageRoutes() {
  return openApiRouter()
    .openapi(uploadImages, async (c) => {
      const { db, config } = c.var.deps;
      const shop = await findSellerShop(db, c.var.user.id);
      const { id } = c.req.valid('param');
      await assertOwnProduct(db, shop.id, id);
      const files = await uploadedFiles(c, PRODUCT_IMAGE_FIELD);
      const answer = await addProductImages(db, shop.id, id, files, PRODUCT_IMAGE_FIELD, config.publicUrl);
      return ok(c, answer, files.length === 1 ? 'Photo added.' : 'Photos added.', 201);
    })
    .openapi(removeImage, async (c) => {
      const { db, config } = c.var.deps;
      const shop = await findSellerShop(db, c.var.user.id);
      const { id, image_id } = c.req.valid('param');
      return ok(c, await removeProductImage(db, shop.id, id, image_id, config.publicUrl), 'Photo removed.');
    })
    .openapi(orderImages, async (c) => {
      const { db, config } = c.var.deps;
      const shop = await findSellerShop(db, c.var.user.id);
      const answer = await reorderProductImages(db, shop.id, c.req.valid('param').id, c.req.valid('json').image_ids, config.publicUrl);
      return ok(c, answer, 'Photos reordered.');
    });
}
