// What the wishlist handlers share: the 401 for a visitor who is not signed in, and the end of a
// session the API no longer accepts.
import 'server-only';
import { NextResponse } from 'next/server';
import { sessionCookieName } from '@/lib/session/config';
import type { UpstreamError } from '@/lib/upstream/client';
import { upstreamFailure } from '@/lib/session/handler-responses';

export const NO_STORE = { 'Cache-Control': 'private, no-store' };
export const SIGN_IN_MESSAGE = 'Please log in to save favourites.';
export const WISHLIST_FAILED = 'Could not update your wishlist. Please try again.';

export function notSignedIn(): NextResponse {
  return NextResponse.json({ message: SIGN_IN_MESSAGE }, { status: 401, headers: NO_STORE });
}

/** The API's failure as the browser's answer; a 401 from the API also ends this session. */
export function wishlistFailure(error: UpstreamError): NextResponse {
  if (error.kind === 'http' && error.status === 401) {
    const response = notSignedIn();
    response.cookies.delete(sessionCookieName());
    return response;
  }
  return upstreamFailure(error, WISHLIST_FAILED);
}

/** `productId` as a positive whole number, or null. */
export function readProductId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : null;
}
