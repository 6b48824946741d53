'use client';
// The cart in the browser, outside the cart page: one SWR key (CART_KEY, GET /api/cart/summary),
// read by the header badge and the Quick Buy toggles, and written by whatever changes the cart.
// A change that knows the new summary (an add answers it) writes it in without asking again; one
// that does not asks the key to be read again.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { CART_KEY, cartSummaryAnswer, type CartSummaryAnswer } from '@/lib/http/answers/cart';
import { answerFetcher } from '@/lib/http/client';

const fetchCartSummary = answerFetcher(cartSummaryAnswer);

/** The cart's summary; undefined while unknown (loading, or it could not be read). */
export function useCartSummary() {
  return useSWR(CART_KEY, fetchCartSummary, { shouldRetryOnError: false });
}

/** Tells every reader of the cart that it changed: to `summary`, or (unknown) to read it again. */
export function useCartChanged() {
  const { mutate } = useSWRConfig();
  return useCallback((summary?: CartSummaryAnswer) => void (summary ? mutate(CART_KEY, summary, { revalidate: false }) : mutate(CART_KEY)), [mutate]);
}
