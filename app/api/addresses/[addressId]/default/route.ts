// POST /api/addresses/{id}/default: this address becomes the default; the API clears the others.
import { addressSavedAnswer } from '@/lib/http/answers/addresses';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ADDRESS_MESSAGES } from '@/lib/messages/catalogue';
import { setDefaultAddress } from '@/lib/upstream/addresses';

export const POST = route({
  answer: addressSavedAnswer,
  auth: true,
  params: idParams('addressId'),
  notFoundMessage: ADDRESS_MESSAGES.missing,
  async handle({ session, params, reply }) {
    const result = await setDefaultAddress(session.accessToken, params.addressId);
    if (!result.ok) return upstreamFailure(result.error, ADDRESS_MESSAGES.failed);
    return reply({ message: ADDRESS_MESSAGES.defaultChanged, address: result.data });
  },
});
