// GET /api/wishlist/ids: which products the signed-in buyer saved, so the hearts on a cached
// listing page can fill themselves in. 401 for a visitor who is not signed in.
import { NextResponse } from 'next/server';
import { getSession } from '@/lib/session/session';
import { getWishlistIds } from '@/lib/upstream/wishlist';
import { NO_STORE, notSignedIn, wishlistFailure } from '../responses';

export async function GET() {
  const session = await getSession();
  if (!session) return notSignedIn();
  const result = await getWishlistIds(session.accessToken);
  if (!result.ok) return wishlistFailure(result.error);
  return NextResponse.json({ ids: result.data }, { headers: NO_STORE });
}
