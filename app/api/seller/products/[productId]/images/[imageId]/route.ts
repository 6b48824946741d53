// DELETE /api/seller/products/{id}/images/{imageId}: one photo removed from the seller's product;
// answers the photos left. The API refuses (409) to remove the last photo of a published product,
// and answers 404 for another shop's product or photo; both are passed on with its words.
import { sellerPhotosAnswer } from '@/lib/http/answers/seller-images';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { SELLER_PHOTO_MESSAGES, SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { removeSellerProductPhoto } from '@/lib/upstream/seller-images';

export const DELETE = route({
  answer: sellerPhotosAnswer,
  auth: true,
  signInMessage: SELLER_PRODUCT_MESSAGES.signIn,
  params: idParams('productId', 'imageId'),
  notFoundMessage: SELLER_PRODUCT_MESSAGES.missing,
  async handle({ session, params, reply }) {
    const result = await removeSellerProductPhoto(session.accessToken, params.productId, params.imageId);
    if (!result.ok) return upstreamFailure(result.error, SELLER_PHOTO_MESSAGES.removeFailed);
    return reply({ message: SELLER_PHOTO_MESSAGES.removed, photos: result.data });
  },
});
