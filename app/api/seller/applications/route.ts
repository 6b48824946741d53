// POST /api/seller/applications: a buyer's application to sell (issue 32, point 1). The API keeps
// one pending application per buyer (409) and refuses sellers and admins (403) with its own words;
// the answer is the application, pending.
import { sellerApplicationAnswer } from '@/lib/http/answers/seller';
import { route, upstreamFailure } from '@/lib/http/handler';
import { SELLER_MESSAGES } from '@/lib/messages/catalogue';
import { applyToSell } from '@/lib/upstream/seller-applications';
import { sellerApplicationFormSchema } from '@/lib/validation/seller';

export const POST = route({
  answer: sellerApplicationAnswer,
  auth: true,
  signInMessage: SELLER_MESSAGES.signIn,
  body: sellerApplicationFormSchema,
  async handle({ session, body, reply }) {
    const result = await applyToSell(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, SELLER_MESSAGES.applyFailed);
    return reply({ message: SELLER_MESSAGES.applied, application: result.data }, 201);
  },
});
