// POST /api/seller/products/{id}/publish | unpublish | archive: the product's next state. A step
// that does not apply (publishing what is not a draft) is the API's 409, passed on with its words;
// any other step name is a 404.
import { sellerProductAnswer } from '@/lib/http/answers/seller-products';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { SELLER_PRODUCT_STEPS, type SellerProductStep } from '@/lib/domain/seller';
import { SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { moveSellerProduct } from '@/lib/upstream/seller-products';
import { z } from '@/lib/validation/zod';

const DONE: Record<SellerProductStep, string> = {
  publish: SELLER_PRODUCT_MESSAGES.published,
  unpublish: SELLER_PRODUCT_MESSAGES.unpublished,
  archive: SELLER_PRODUCT_MESSAGES.archived,
};

export const POST = route({
  answer: sellerProductAnswer,
  auth: true,
  signInMessage: SELLER_PRODUCT_MESSAGES.signIn,
  params: idParams('productId').extend({ step: z.enum(SELLER_PRODUCT_STEPS) }),
  notFoundMessage: SELLER_PRODUCT_MESSAGES.missing,
  async handle({ session, params, reply }) {
    const result = await moveSellerProduct(session.accessToken, params.productId, params.step);
    if (!result.ok) return upstreamFailure(result.error, SELLER_PRODUCT_MESSAGES.stepFailed);
    return reply({ message: DONE[params.step], product: result.data });
  },
});
