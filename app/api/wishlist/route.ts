// POST /api/wishlist {productId}: save a product to the signed-in buyer's wishlist.
import { NextResponse } from 'next/server';
import { readJsonBody } from '@/lib/session/handler-responses';
import { rejectForeignOrigin } from '@/lib/session/origin';
import { getSession } from '@/lib/session/session';
import { addToWishlist } from '@/lib/upstream/wishlist';
import { NO_STORE, notSignedIn, readProductId, wishlistFailure } from './responses';

export async function POST(request: Request) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const session = await getSession();
  if (!session) return notSignedIn();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const productId = readProductId(body.data.productId ?? body.data.product_id);
  if (!productId) return NextResponse.json({ message: 'Please choose a product.' }, { status: 422 });

  const result = await addToWishlist(session.accessToken, productId);
  if (!result.ok) return wishlistFailure(result.error);
  return NextResponse.json({ message: 'Saved to your wishlist.', productId }, { headers: NO_STORE });
}
