// One of the seller's products: PATCH changes any of its fields, DELETE removes one that was never
// ordered (the API answers 409 for one that was: it is archived instead). Another shop's product is
// a 404, as at the API.
import { messageAnswer } from '@/lib/http/answers/common';
import { sellerProductAnswer } from '@/lib/http/answers/seller-products';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { deleteSellerProduct, updateSellerProduct } from '@/lib/upstream/seller-products';
import { sellerProductChangeSchema } from '@/contract/api/seller-products';

const params = idParams('productId');

export const PATCH = route({
  answer: sellerProductAnswer,
  auth: true,
  signInMessage: SELLER_PRODUCT_MESSAGES.signIn,
  params,
  notFoundMessage: SELLER_PRODUCT_MESSAGES.missing,
  body: sellerProductChangeSchema,
  async handle({ session, params, body, reply }) {
    const result = await updateSellerProduct(session.accessToken, params.productId, body);
    if (!result.ok) return upstreamFailure(result.error, SELLER_PRODUCT_MESSAGES.saveFailed);
    return reply({ message: SELLER_PRODUCT_MESSAGES.saved, product: result.data });
  },
});

export const DELETE = route({
  answer: messageAnswer,
  auth: true,
  signInMessage: SELLER_PRODUCT_MESSAGES.signIn,
  params,
  notFoundMessage: SELLER_PRODUCT_MESSAGES.missing,
  async handle({ session, params, reply }) {
    const result = await deleteSellerProduct(session.accessToken, params.productId);
    if (!result.ok) return upstreamFailure(result.error, SELLER_PRODUCT_MESSAGES.deleteFailed);
    return reply({ message: SELLER_PRODUCT_MESSAGES.deleted });
  },
});
