// /api/seller/shop/images/{logo|banner}: POST uploads the shop's logo or banner (multipart, field
// 'image'; checked here with the contract's rules, wrong type 422, over 8 MB 413, then forwarded
// with the seller's token), DELETE removes it. Both answer the shop as it now stands; any other
// kind is a 404.
import { sellerShopAnswer } from '@/lib/http/answers/seller-shop';
import { route, upstreamFailure } from '@/lib/http/handler';
import { imageUpload } from '@/lib/http/image-upload';
import { SELLER_SHOP_MESSAGES } from '@/lib/messages/catalogue';
import { removeSellerShopImage, uploadSellerShopImage } from '@/lib/upstream/seller-shop';
import { SHOP_IMAGE_FIELD } from '@/contract/api/seller-images';
import { sellerShopImageParamsSchema } from '@/contract/api/seller-shop';

const common = {
  answer: sellerShopAnswer,
  auth: true,
  signInMessage: SELLER_SHOP_MESSAGES.signIn,
  params: sellerShopImageParamsSchema,
  notFoundMessage: SELLER_SHOP_MESSAGES.imageMissing,
} as const;

export const POST = route({
  ...common,
  upload: imageUpload(SHOP_IMAGE_FIELD),
  async handle({ session, params, file, reply }) {
    const result = await uploadSellerShopImage(session.accessToken, params.kind, file);
    if (!result.ok) return upstreamFailure(result.error, SELLER_SHOP_MESSAGES.imageFailed);
    return reply({ message: SELLER_SHOP_MESSAGES.imageSaved(params.kind), shop: result.data });
  },
});

export const DELETE = route({
  ...common,
  async handle({ session, params, reply }) {
    const result = await removeSellerShopImage(session.accessToken, params.kind);
    if (!result.ok) return upstreamFailure(result.error, SELLER_SHOP_MESSAGES.removeFailed);
    return reply({ message: SELLER_SHOP_MESSAGES.imageRemoved(params.kind), shop: result.data });
  },
});
