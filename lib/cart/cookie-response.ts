// Reading the cart cookie from a route handler's request and writing the re-sealed lines onto its
// response. An empty cart deletes the cookie rather than sealing an empty list.
import 'server-only';
import type { NextResponse } from 'next/server';
import { cookieValue } from '@/lib/settings/cookies';
import { CART_COOKIE, cartCookieOptions, sealCart, unsealCart, type CartLine } from '@/lib/cart/cookie';

export function readCartLines(request: Request): Promise<CartLine[]> {
  return unsealCart(cookieValue(request.headers.get('cookie'), CART_COOKIE) ?? undefined);
}

export async function writeCartLines<T>(response: NextResponse<T>, lines: readonly CartLine[]): Promise<NextResponse<T>> {
  if (lines.length === 0) {
    response.cookies.set(CART_COOKIE, '', { ...cartCookieOptions, maxAge: 0 });
  } else {
    response.cookies.set(CART_COOKIE, await sealCart([...lines]), cartCookieOptions);
  }
  return response;
}
