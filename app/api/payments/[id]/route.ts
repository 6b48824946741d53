// One payment attempt, for the payment view that waits for the buyer's M-Pesa PIN: pending, then
// completed (with the receipt) or failed (with the reason). The buyer's own only (404 otherwise).
import { paymentAnswer } from '@/lib/http/answers/payments';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { getPayment } from '@/lib/upstream/payments';

export const GET = route({
  answer: paymentAnswer,
  auth: true,
  signInMessage: CHECKOUT_MESSAGES.notSignedIn,
  params: idParams('id'),
  async handle({ session, params, reply }) {
    const result = await getPayment(session.accessToken, params.id);
    if (!result.ok) return upstreamFailure(result.error, PAYMENT_MESSAGES.loadFailed);
    return reply({ payment: result.data.payment });
  },
});
