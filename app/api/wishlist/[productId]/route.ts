// DELETE /api/wishlist/{productId}: forget a product. Removing one that was not saved is not an
// error for the heart (the end state is what was asked for).
import { NextResponse } from 'next/server';
import { rejectForeignOrigin } from '@/lib/session/origin';
import { getSession } from '@/lib/session/session';
import { removeFromWishlist } from '@/lib/upstream/wishlist';
import { NO_STORE, notSignedIn, readProductId, wishlistFailure } from '../responses';

export async function DELETE(request: Request, { params }: { params: Promise<{ productId: string }> }) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const session = await getSession();
  if (!session) return notSignedIn();
  const productId = readProductId((await params).productId);
  if (!productId) return NextResponse.json({ message: 'Please choose a product.' }, { status: 422 });

  const result = await removeFromWishlist(session.accessToken, productId);
  if (!result.ok && !(result.error.kind === 'http' && result.error.status === 404)) return wishlistFailure(result.error);
  return NextResponse.json({ message: 'Removed from your wishlist.', productId }, { headers: NO_STORE });
}
