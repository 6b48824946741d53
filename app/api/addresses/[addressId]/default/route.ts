// POST /api/addresses/{id}/default: this address becomes the default; the API clears the others.
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { setDefaultAddress } from '@/lib/upstream/addresses';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';

export const POST = route({
  auth: true,
  params: idParams('addressId'),
  notFoundMessage: ACCOUNT_MESSAGES.addressMissing,
  async handle({ session, params }) {
    const result = await setDefaultAddress(session.accessToken, params.addressId);
    if (!result.ok) return upstreamFailure(result.error, ACCOUNT_MESSAGES.addressFailed);
    return json({ message: ACCOUNT_MESSAGES.addressDefault, address: result.data });
  },
});
