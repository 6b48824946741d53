// POST /api/seller/products/{id}/images: one photo added to the seller's product (multipart, field
// 'images'). The page sends one file per request, in order (a request body is capped at 10 MB on
// the way); the file is checked here with the contract's rules (wrong type 422, over 8 MB 413)
// before it is forwarded with the seller's token. The API judges its content (not an image, an
// image bomb, a ninth photo: 422) and answers the product's photos, passed on.
import { sellerPhotosAnswer } from '@/lib/http/answers/seller-images';
import { route, upstreamFailure } from '@/lib/http/handler';
import { imageUpload } from '@/lib/http/image-upload';
import { idParams } from '@/lib/http/params';
import { SELLER_PHOTO_MESSAGES, SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { addSellerProductPhoto } from '@/lib/upstream/seller-images';
import { PRODUCT_IMAGE_FIELD } from '@/contract/api/seller-images';

export const POST = route({
  answer: sellerPhotosAnswer,
  auth: true,
  signInMessage: SELLER_PRODUCT_MESSAGES.signIn,
  params: idParams('productId'),
  notFoundMessage: SELLER_PRODUCT_MESSAGES.missing,
  upload: imageUpload(PRODUCT_IMAGE_FIELD),
  async handle({ session, params, file, reply }) {
    const result = await addSellerProductPhoto(session.accessToken, params.productId, file);
    if (!result.ok) return upstreamFailure(result.error, SELLER_PHOTO_MESSAGES.addFailed);
    return reply({ message: SELLER_PHOTO_MESSAGES.added, photos: result.data }, 201);
  },
});
