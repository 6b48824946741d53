// The buyer's saved addresses for checkout: GET lists them, POST saves a new one to the address
// book (spec section 5's address form rules), both with the session's token.
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES } from '@/lib/messages/catalogue';
import { createAddress, listAddresses } from '@/lib/upstream/addresses';
import { addressSchema } from '@/lib/validation/cart';

export const GET = route({
  auth: true,
  signInMessage: CHECKOUT_MESSAGES.notSignedIn,
  async handle({ session }) {
    const result = await listAddresses(session.accessToken);
    if (!result.ok) return upstreamFailure(result.error, ADDRESS_MESSAGES.loadFailed, { useApiMessage: false });
    return json({ addresses: result.data });
  },
});

export const POST = route({
  auth: true,
  signInMessage: CHECKOUT_MESSAGES.notSignedIn,
  body: addressSchema,
  async handle({ session, body }) {
    const result = await createAddress(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, ADDRESS_MESSAGES.failed);
    return json({ message: ADDRESS_MESSAGES.saved, address: result.data }, 201);
  },
});
