'use client';
// Which products are in this visitor's cart, for the Quick Buy toggles. Shop pages are the same
// cached HTML for everyone, so the browser asks the cart route handler (GET /api/cart) once per
// page (SWR shares the answer between buttons) and again whenever the page announces a cart change.
import { useEffect } from 'react';
import useSWR from 'swr';
import { CART_CHANGED_EVENT } from '@/components/layout/cart-badge';
import { jsonFetcher } from '@/lib/http/client';
import { handlers } from '@/lib/routing/urls';

// The key names what is kept (ids, not the whole cart), so another reader of /api/cart with a
// different shape never shares this cache entry.
const KEY = [handlers.cart, 'product-ids'] as const;

async function fetchCartProductIds(key: typeof KEY): Promise<number[]> {
  const { cart } = await jsonFetcher(key);
  const lines = (cart as { lines?: unknown } | null | undefined)?.lines;
  if (!Array.isArray(lines)) throw new Error('The cart answered without lines');
  return lines.map((line) => (line as { productId?: unknown } | null)?.productId).filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
}

export function useCartProductIds() {
  // Unknown (loading, or the cart could not be read) is `undefined`: the buttons offer Quick Buy.
  const { data, mutate } = useSWR(KEY, fetchCartProductIds, { shouldRetryOnError: false, revalidateOnFocus: false });

  useEffect(() => {
    const revalidate = () => void mutate();
    window.addEventListener(CART_CHANGED_EVENT, revalidate);
    return () => window.removeEventListener(CART_CHANGED_EVENT, revalidate);
  }, [mutate]);

  /** Records a change this page made, without waiting for the cart to be read again. */
  async function record(productId: number, inCart: boolean) {
    await mutate(
      (current) => {
        const others = (current ?? []).filter((id) => id !== productId);
        return inCart ? [...others, productId] : others;
      },
      { revalidate: false },
    );
  }

  return { productIds: data, record };
}
