// Which ways to pay the API takes now, for the payment panel: M-Pesa and the card, with whether
// each is a built-in sandbox that moves no money.
import { paymentMethodsAnswer } from '@/lib/http/answers/payments';
import { route, upstreamFailure } from '@/lib/http/handler';
import { PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { getPaymentMethods } from '@/lib/upstream/payments';

export const GET = route({
  answer: paymentMethodsAnswer,
  async handle({ reply }) {
    const result = await getPaymentMethods();
    if (!result.ok) return upstreamFailure(result.error, PAYMENT_MESSAGES.methodsLoadFailed);
    return reply({ methods: result.data });
  },
});
