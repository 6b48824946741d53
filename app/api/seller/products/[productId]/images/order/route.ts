// PUT /api/seller/products/{id}/images/order: the product's photos in a new order, `{image_ids}`
// with every photo's id once, main first (the contract's body, 422 with its message otherwise).
// The API checks the ids are exactly the product's photos and answers them in the new order.
import { sellerPhotosAnswer } from '@/lib/http/answers/seller-images';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { SELLER_PHOTO_MESSAGES, SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { orderSellerProductPhotos } from '@/lib/upstream/seller-images';
import { sellerImageOrderSchema } from '@/contract/api/seller-images';

export const PUT = route({
  answer: sellerPhotosAnswer,
  auth: true,
  signInMessage: SELLER_PRODUCT_MESSAGES.signIn,
  params: idParams('productId'),
  notFoundMessage: SELLER_PRODUCT_MESSAGES.missing,
  body: sellerImageOrderSchema,
  async handle({ session, params, body, reply }) {
    const result = await orderSellerProductPhotos(session.accessToken, params.productId, body.image_ids);
    if (!result.ok) return upstreamFailure(result.error, SELLER_PHOTO_MESSAGES.reorderFailed);
    return reply({ message: SELLER_PHOTO_MESSAGES.reordered, photos: result.data });
  },
});
