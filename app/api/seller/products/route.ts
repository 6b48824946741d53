// POST /api/seller/products: a new product of the seller's shop, saved as a draft (issue 32,
// point 3). The API refuses a buyer (403), a SKU the shop already has (409) and bad fields (422,
// each message beside its field) with its own words.
import { sellerProductAnswer } from '@/lib/http/answers/seller-products';
import { route, upstreamFailure } from '@/lib/http/handler';
import { SELLER_PRODUCT_MESSAGES } from '@/lib/messages/catalogue';
import { createSellerProduct } from '@/lib/upstream/seller-products';
import { sellerProductFormSchema } from '@/lib/validation/seller-products';

export const POST = route({
  answer: sellerProductAnswer,
  auth: true,
  signInMessage: SELLER_PRODUCT_MESSAGES.signIn,
  body: sellerProductFormSchema,
  async handle({ session, body, reply }) {
    const result = await createSellerProduct(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, SELLER_PRODUCT_MESSAGES.saveFailed);
    return reply({ message: SELLER_PRODUCT_MESSAGES.created, product: result.data }, 201);
  },
});
