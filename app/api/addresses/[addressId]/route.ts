// One of the buyer's addresses: PUT {name, street, city, country, phone} edits it, DELETE removes
// it. Another buyer's address is a 404, as at the API.
import { addressSavedAnswer } from '@/lib/http/answers/addresses';
import { messageAnswer } from '@/lib/http/answers/common';
import { route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ADDRESS_MESSAGES } from '@/lib/messages/catalogue';
import { deleteAddress, updateAddress } from '@/lib/upstream/addresses';
import { addressSchema } from '@/lib/validation/cart';

const params = idParams('addressId');

export const PUT = route({
  answer: addressSavedAnswer,
  auth: true,
  params,
  notFoundMessage: ADDRESS_MESSAGES.missing,
  body: addressSchema,
  async handle({ session, params, body, reply }) {
    const result = await updateAddress(session.accessToken, params.addressId, body);
    if (!result.ok) return upstreamFailure(result.error, ADDRESS_MESSAGES.failed);
    return reply({ message: ADDRESS_MESSAGES.saved, address: result.data });
  },
});

export const DELETE = route({
  answer: messageAnswer,
  auth: true,
  params,
  notFoundMessage: ADDRESS_MESSAGES.missing,
  async handle({ session, params, reply }) {
    const result = await deleteAddress(session.accessToken, params.addressId);
    if (!result.ok) return upstreamFailure(result.error, ADDRESS_MESSAGES.failed);
    return reply({ message: ADDRESS_MESSAGES.deleted });
  },
});
