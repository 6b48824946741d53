// The guest's cart: a sealed cookie holding only product ids and quantities. Names, images and
// prices are read from the API whenever the cart is shown. A tampered or expired cookie is an
// empty cart, never an error.
import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@/contract/rules/cart-limits';
import { sealSecret } from '@/lib/session/config';
import { ownCookieOptions } from '@/lib/settings/cookies';

export const CART_COOKIE = 'cart';
export const CART_MAX_AGE_S = 60 * 60 * 24 * 30;

const linesSchema = z
  .array(z.object({ productId: z.number().int().positive(), quantity: z.number().int().positive().max(MAX_LINE_QUANTITY) }))
  .max(MAX_CART_LINES);

export type CartLine = z.infer<typeof linesSchema>[number];

// The lines travel compact: 'id.quantity' pairs in base 36, joined by commas ('1bj.2,zik0zj.1').
// As JSON objects a full cart (100 lines at the largest ids and quantities) sealed to about 6 KB,
// over the 4096 bytes a browser keeps of a cookie, which it would drop with the whole cart; this
// way it seals to under 2 KB. Cookies sealed as the JSON list before are still read.
const COMPACT_VERSION = 2;

function encodeLines(lines: readonly CartLine[]): string {
  return lines.map((line) => `${line.productId.toString(36)}.${line.quantity.toString(36)}`).join(',');
}

function decodeLines(text: string): unknown {
  if (text === '') return [];
  return text.split(',').map((pair) => {
    const [id, quantity] = pair.split('.');
    return { productId: parseInt(id ?? '', 36), quantity: parseInt(quantity ?? '', 36) };
  });
}

function linesOf(data: unknown): unknown {
  if (data && typeof data === 'object' && !Array.isArray(data) && 'v' in data && data.v === COMPACT_VERSION && 'l' in data && typeof data.l === 'string') {
    return decodeLines(data.l);
  }
  return data;
}

export async function unsealCart(raw: string | undefined): Promise<CartLine[]> {
  if (!raw) return [];
  try {
    const data = await unsealData<unknown>(raw, { password: sealSecret(), ttl: CART_MAX_AGE_S });
    const parsed = linesSchema.safeParse(linesOf(data));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function sealCart(lines: CartLine[]): Promise<string> {
  return sealData({ v: COMPACT_VERSION, l: encodeLines(lines) }, { password: sealSecret(), ttl: CART_MAX_AGE_S });
}

export const cartCookieOptions = { ...ownCookieOptions(), maxAge: CART_MAX_AGE_S };
