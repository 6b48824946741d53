// Paying for an order (issue 23): the payment form posts the order, the method and the buyer's
// M-Pesa number here; the API asks M-Pesa to prompt the phone (or opens the card provider's page,
// issue 34) with the session's token, which never reaches the browser. The answer is the attempt,
// for the form to follow at GET /api/payments/{id} (or to send the buyer to its `redirectUrl`).
import { paymentStartedAnswer } from '@/lib/http/answers/payments';
import { route, upstreamFailure } from '@/lib/http/handler';
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { startPayment } from '@/lib/upstream/payments';
import { paymentRequestSchema } from '@/lib/validation/payment';

/** The API's field names, as the form names them. */
const FORM_FIELDS: Record<string, string> = { phone: 'phone', method: 'method', use_wallet: 'useWallet' };

export const POST = route({
  answer: paymentStartedAnswer,
  auth: true,
  signInMessage: CHECKOUT_MESSAGES.notSignedIn,
  body: paymentRequestSchema,
  async handle({ session, body, reply }) {
    const result = await startPayment(session.accessToken, body);
    if (!result.ok) {
      const error = { ...result.error, fieldErrors: Object.fromEntries(Object.entries(result.error.fieldErrors).map(([k, v]) => [FORM_FIELDS[k] ?? k, v])) };
      return upstreamFailure(error, PAYMENT_MESSAGES.startFailed);
    }
    return reply({ message: result.message, payment: result.data.payment }, 201);
  },
});
