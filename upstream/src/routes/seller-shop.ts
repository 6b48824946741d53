// The shop's profile, for its seller only (issue 32, point 6): read it, change its text fields, and
// upload or remove its logo and banner (multipart, the product photos' rules). Every route answers
// the shop as it now stands. The logic is in seller/shop.ts.
import { SHOP_IMAGE_FIELD } from '../../../contract/api/seller-images';
import { sellerShopAnswerSchema, sellerShopChangeSchema, sellerShopImageParamsSchema } from '../../../contract/api/seller-shop';
import { requireRole, requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';
import { limitUpload, uploadBody, uploadedFiles } from '../media/uploads';
import { changeSellerShop, getSellerShop, setShopImage } from '../seller/shop';

const tags = ['Seller shop'];
const sellerOnly = [requireUser, requireRole('seller')];
const notSeller = fails('Not a seller, or a seller without a shop yet.');
const theShop = (description: string) => answers(sellerShopAnswerSchema, description);

const getShop = createApiRoute({
  method: 'get',
  path: '/seller/shop',
  tags,
  summary: "The seller's shop profile (their first shop, should they own several)",
  middleware: sellerOnly,
  ...SIGNED_IN,
  responses: { 200: theShop('The shop.'), 401: unauthenticated, 403: notSeller },
});

const changeShop = createApiRoute({
  method: 'patch',
  path: '/seller/shop',
  tags,
  summary: 'Change the description, location, country, contact e-mail or phone (an empty e-mail or phone clears it)',
  middleware: sellerOnly,
  ...SIGNED_IN,
  request: { body: jsonBody(sellerShopChangeSchema) },
  responses: { 200: theShop('The shop, changed.'), 401: unauthenticated, 403: notSeller, 422: invalidInput },
});

const uploadImage = createApiRoute({
  method: 'post',
  path: '/seller/shop/images/{kind}',
  tags,
  summary: `Set the logo or the banner (multipart, field \`${SHOP_IMAGE_FIELD}\`, a JPEG, PNG or WebP file, re-encoded as WebP without metadata)`,
  middleware: [...sellerOnly, limitUpload(1)],
  ...SIGNED_IN,
  request: { params: sellerShopImageParamsSchema, body: uploadBody(SHOP_IMAGE_FIELD, false) },
  responses: {
    200: theShop('The shop with its new image.'),
    400: fails('Not a multipart form (`Choose an image to upload.`).'),
    401: unauthenticated,
    403: notSeller,
    404: fails('Neither the logo nor the banner.'),
    413: fails('The file is larger than 8 MB.'),
    422: fails('No file, not a JPEG, PNG or WebP image, too many pixels, or damaged.'),
  },
});

const removeImage = createApiRoute({
  method: 'delete',
  path: '/seller/shop/images/{kind}',
  tags,
  summary: 'Remove the logo or the banner (its stored file goes too)',
  middleware: sellerOnly,
  ...SIGNED_IN,
  request: { params: sellerShopImageParamsSchema },
  responses: { 200: theShop('The shop without that image.'), 401: unauthenticated, 403: notSeller, 404: fails('Neither the logo nor the banner.') },
});

const SAVED = { logo: 'Logo saved.', banner: 'Banner saved.' } as const;
const REMOVED = { logo: 'Logo removed.', banner: 'Banner removed.' } as const;

export function sellerShopRoutes() {
  return openApiRouter()
    .openapi(getShop, async (c) => {
      const { db, config } = c.var.deps;
      return ok(c, await getSellerShop(db, c.var.user.id, config.publicUrl), 'Shop retrieved successfully');
    })
    .openapi(changeShop, async (c) => {
      const { db, config } = c.var.deps;
      return ok(c, await changeSellerShop(db, c.var.user.id, c.req.valid('json'), config.publicUrl), 'Your shop profile is saved.');
    })
    .openapi(uploadImage, async (c) => {
      const { db, config } = c.var.deps;
      const { kind } = c.req.valid('param');
      const [file] = await uploadedFiles(c, SHOP_IMAGE_FIELD);
      return ok(c, await setShopImage(db, c.var.user.id, kind, file, SHOP_IMAGE_FIELD, config.publicUrl), SAVED[kind]);
    })
    .openapi(removeImage, async (c) => {
      const { db, config } = c.var.deps;
      const { kind } = c.req.valid('param');
      return ok(c, await setShopImage(db, c.var.user.id, kind, null, SHOP_IMAGE_FIELD, config.publicUrl), REMOVED[kind]);
    });
}
