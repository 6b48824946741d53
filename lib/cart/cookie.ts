// The guest's cart: a sealed cookie holding only product ids and quantities. Names, images and
// prices are read from the API whenever the cart is shown. A tampered or expired cookie is an
// empty cart, never an error.
import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { sealSecret } from '@/lib/session/config';

export const CART_COOKIE = 'cart';
export const CART_MAX_AGE_S = 60 * 60 * 24 * 30;
export const MAX_CART_LINES = 100;

const linesSchema = z
  .array(z.object({ productId: z.number().int().positive(), quantity: z.number().int().positive().max(100000) }))
  .max(MAX_CART_LINES);

export type CartLine = z.infer<typeof linesSchema>[number];

export async function unsealCart(raw: string | undefined): Promise<CartLine[]> {
  if (!raw) return [];
  try {
    const data = await unsealData<unknown>(raw, { password: sealSecret(), ttl: CART_MAX_AGE_S });
    const parsed = linesSchema.safeParse(data);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function sealCart(lines: CartLine[]): Promise<string> {
  return sealData(lines, { password: sealSecret(), ttl: CART_MAX_AGE_S });
}

export const cartCookieOptions = {
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: process.env.NODE_ENV === 'production' && (process.env.NEXTAUTH_URL ?? '').startsWith('https://'),
  path: '/',
  maxAge: CART_MAX_AGE_S,
};
