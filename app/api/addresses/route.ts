// The buyer's saved addresses for checkout: GET lists them, POST saves a new one to the address
// book (spec section 5's address form rules), both with the session's token.
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { CHECKOUT_MESSAGES } from '@/lib/messages/catalogue';
import { createAddress, listAddresses } from '@/lib/upstream/addresses';
import { addressSchema } from '@/lib/validation/cart';

const LOAD_FAILED = 'Failed to load addresses';
const SAVE_FAILED = 'Failed to save the address';

export const GET = route({
  auth: true,
  signInMessage: CHECKOUT_MESSAGES.notSignedIn,
  async handle({ session }) {
    const result = await listAddresses(session.accessToken);
    if (!result.ok) return upstreamFailure(result.error, LOAD_FAILED, { useApiMessage: false });
    return json({ addresses: result.data });
  },
});

export const POST = route({
  auth: true,
  signInMessage: CHECKOUT_MESSAGES.notSignedIn,
  body: addressSchema,
  async handle({ session, body }) {
    const result = await createAddress(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, SAVE_FAILED);
    return json({ message: 'Address saved.', address: result.data }, 201);
  },
});
