// The buyer's saved addresses for checkout: GET lists them, POST saves a new one to the address
// book (spec section 5's address form rules), both with the session's token.
import { addressSavedAnswer, addressesAnswer } from '@/lib/http/answers/addresses';
import { route, upstreamFailure } from '@/lib/http/handler';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES } from '@/lib/messages/catalogue';
import { createAddress, listAddresses } from '@/lib/upstream/addresses';
import { addressSchema } from '@/lib/validation/cart';

export const GET = route({
  answer: addressesAnswer,
  auth: true,
  signInMessage: CHECKOUT_MESSAGES.notSignedIn,
  async handle({ session, reply }) {
    const result = await listAddresses(session.accessToken);
    if (!result.ok) return upstreamFailure(result.error, ADDRESS_MESSAGES.loadFailed, { useApiMessage: false });
    return reply({ addresses: result.data });
  },
});

export const POST = route({
  answer: addressSavedAnswer,
  auth: true,
  signInMessage: CHECKOUT_MESSAGES.notSignedIn,
  body: addressSchema,
  async handle({ session, body, reply }) {
    const result = await createAddress(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, ADDRESS_MESSAGES.failed);
    return reply({ message: ADDRESS_MESSAGES.saved, address: result.data }, 201);
  },
});
