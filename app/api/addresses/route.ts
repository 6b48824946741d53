// The buyer's saved addresses for checkout: GET lists them, POST saves a new one to the address
// book (spec section 5's address form rules), both with the session's token.
import { isUnauthorised, json, message, sessionEnded } from '@/lib/cart/handlers';
import { addressSchema, checkoutMessages } from '@/lib/validation/cart';
import { parseForm, readJsonBody, upstreamFailure } from '@/lib/session/handler-responses';
import { rejectForeignOrigin } from '@/lib/session/origin';
import { getSession } from '@/lib/session/session';
import { createAddress, listAddresses } from '@/lib/upstream/addresses';
import { describeError } from '@/lib/upstream/client';

const LOAD_FAILED = 'Failed to load addresses';
const SAVE_FAILED = 'Failed to save the address';

export async function GET() {
  const session = await getSession();
  if (!session) return message(checkoutMessages.notSignedIn, 401);
  const result = await listAddresses(session.accessToken);
  if (!result.ok) return isUnauthorised(result.error) ? sessionEnded() : upstreamFailure(result.error, LOAD_FAILED);
  return json({ addresses: result.data });
}

export async function POST(request: Request) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const session = await getSession();
  if (!session) return message(checkoutMessages.notSignedIn, 401);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const form = parseForm(addressSchema, body.data);
  if (!form.ok) return form.response;

  const result = await createAddress(session.accessToken, form.data);
  if (!result.ok) {
    if (isUnauthorised(result.error)) return sessionEnded();
    return upstreamFailure(result.error, describeError(result.error, SAVE_FAILED));
  }
  return json({ message: 'Address saved.', address: result.data }, 201);
}
