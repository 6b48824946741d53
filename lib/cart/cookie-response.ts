// Reading the cart cookie from a route handler's request and writing the re-sealed lines onto its
// response. An empty cart deletes the cookie rather than sealing an empty list.
import 'server-only';
import type { NextResponse } from 'next/server';
import { CART_COOKIE, cartCookieOptions, sealCart, unsealCart, type CartLine } from '@/lib/cart/cookie';

/** The raw cart cookie from the Cookie header (read from headers: the body may be read already). */
function cartCookieValue(request: Request): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== CART_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // malformed: an empty cart, like any other bad cookie
    }
  }
  return undefined;
}

export function readCartLines(request: Request): Promise<CartLine[]> {
  return unsealCart(cartCookieValue(request));
}

export async function writeCartLines<T>(response: NextResponse<T>, lines: readonly CartLine[]): Promise<NextResponse<T>> {
  if (lines.length === 0) {
    response.cookies.set(CART_COOKIE, '', { ...cartCookieOptions, maxAge: 0 });
  } else {
    response.cookies.set(CART_COOKIE, await sealCart([...lines]), cartCookieOptions);
  }
  return response;
}
