// PATCH /api/seller/shop: the seller's shop profile (description, location, country, contact
// e-mail and phone), checked with the contract's rules (422 with each field's message before the
// API), sent with the seller's token; answers the shop as it now stands. An empty e-mail or phone
// clears it.
import { sellerShopAnswer } from '@/lib/http/answers/seller-shop';
import { route, upstreamFailure } from '@/lib/http/handler';
import { SELLER_SHOP_MESSAGES } from '@/lib/messages/catalogue';
import { updateSellerShop } from '@/lib/upstream/seller-shop';
import { sellerShopChangeSchema } from '@/contract/api/seller-shop';

export const PATCH = route({
  answer: sellerShopAnswer,
  auth: true,
  signInMessage: SELLER_SHOP_MESSAGES.signIn,
  body: sellerShopChangeSchema,
  async handle({ session, body, reply }) {
    const result = await updateSellerShop(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, SELLER_SHOP_MESSAGES.saveFailed);
    return reply({ message: SELLER_SHOP_MESSAGES.saved, shop: result.data });
  },
});
