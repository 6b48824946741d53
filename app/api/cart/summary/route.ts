// How many lines the cart holds, for the header badge on every page.
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { CART_COOKIE, unsealCart } from '@/lib/cart/cookie';

export async function GET() {
  const lines = await unsealCart((await cookies()).get(CART_COOKIE)?.value);
  return NextResponse.json({ lines: lines.length }, { headers: { 'Cache-Control': 'private, no-store' } });
}
