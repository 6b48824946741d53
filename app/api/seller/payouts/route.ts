// POST /api/seller/payouts: the seller asks for their shop's whole available balance, paid to its
// M-Pesa number (issue 34, point 6). Nothing to send: the API decides the sum. Its refusals pass on
// in its own words (contract/rules/payouts.ts): 422 below the minimum or without the shop's M-Pesa
// number, 409 while a payout is on its way, 403 for anyone who is not a seller.
import { sellerPayoutAnswer } from '@/lib/http/answers/seller-payouts';
import { route, upstreamFailure } from '@/lib/http/handler';
import { SELLER_PAYOUT_MESSAGES } from '@/lib/messages/catalogue';
import { requestPayout } from '@/lib/upstream/seller-payouts';
import { PAYOUT_MESSAGES } from '@/contract/rules/payouts';

export const POST = route({
  answer: sellerPayoutAnswer,
  auth: true,
  signInMessage: SELLER_PAYOUT_MESSAGES.signIn,
  async handle({ session, reply }) {
    const result = await requestPayout(session.accessToken);
    if (!result.ok) return upstreamFailure(result.error, SELLER_PAYOUT_MESSAGES.requestFailed);
    return reply({ message: PAYOUT_MESSAGES.requested, payout: result.data }, 201);
  },
});
