// Reads the products behind the cookie's lines from the API and builds the cart view. A product
// the API no longer has is a flagged line; an API that cannot answer is a failure (a cart with
// guessed prices would be worse than an error).
import 'server-only';
import type { CartLine } from '@/lib/cart/cookie';
import { buildCartView, toViewLine, type CartView } from '@/lib/cart/view';
import type { CartProduct } from '@/lib/domain/cart';
import { isNotFound, type UpstreamError } from '@/lib/upstream/client';
import { getCartProduct } from '@/lib/upstream/cart';

/** Products read at once; a 100-line cart should not open 100 connections to the API. */
const CONCURRENCY = 8;

export type ProductLookup = { ok: true; product: CartProduct | null } | { ok: false; error: UpstreamError };

/** One product: null when the API says it does not exist. */
export async function lookUpProduct(productId: number): Promise<ProductLookup> {
  const result = await getCartProduct(productId);
  if (result.ok) return { ok: true, product: result.data };
  if (isNotFound(result.error)) return { ok: true, product: null };
  return { ok: false, error: result.error };
}

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      out[index] = await fn(items[index]);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export type CartViewResult = { ok: true; view: CartView } | { ok: false; error: UpstreamError };

/** The cart as it stands now; `known` skips a product already read by the caller. */
export async function loadCartView(lines: readonly CartLine[], known: ReadonlyMap<number, CartProduct | null> = new Map()): Promise<CartViewResult> {
  const lookups = await mapLimited(lines, CONCURRENCY, (line): Promise<ProductLookup> => {
    const product = known.get(line.productId);
    return product !== undefined ? Promise.resolve({ ok: true, product }) : lookUpProduct(line.productId);
  });
  const viewLines = [];
  for (const [index, lookup] of lookups.entries()) {
    if (!lookup.ok) return { ok: false, error: lookup.error };
    viewLines.push(toViewLine(lines[index], lookup.product));
  }
  return { ok: true, view: buildCartView(viewLines) };
}
