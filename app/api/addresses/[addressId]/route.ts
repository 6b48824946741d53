// One of the buyer's addresses: PUT {name, street, city, country, phone} edits it, DELETE removes
// it. Another buyer's address is a 404, as at the API.
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ADDRESS_MESSAGES } from '@/lib/messages/catalogue';
import { deleteAddress, updateAddress } from '@/lib/upstream/addresses';
import { addressSchema } from '@/lib/validation/cart';

const params = idParams('addressId');

export const PUT = route({
  auth: true,
  params,
  notFoundMessage: ADDRESS_MESSAGES.missing,
  body: addressSchema,
  async handle({ session, params, body }) {
    const result = await updateAddress(session.accessToken, params.addressId, body);
    if (!result.ok) return upstreamFailure(result.error, ADDRESS_MESSAGES.failed);
    return json({ message: ADDRESS_MESSAGES.saved, address: result.data });
  },
});

export const DELETE = route({
  auth: true,
  params,
  notFoundMessage: ADDRESS_MESSAGES.missing,
  async handle({ session, params }) {
    const result = await deleteAddress(session.accessToken, params.addressId);
    if (!result.ok) return upstreamFailure(result.error, ADDRESS_MESSAGES.failed);
    return json({ message: ADDRESS_MESSAGES.deleted });
  },
});
