'use client';
// The number of cart lines on the header's Cart link. The header is the same cached HTML for
// every visitor, so the count is asked for in the browser; a change anywhere in the page
// (add to cart, remove) announces itself with `window.dispatchEvent(new Event(CART_CHANGED_EVENT))`.
import { useSession } from 'next-auth/react';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { jsonFetcher } from '@/lib/http/client';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { handlers } from '@/lib/routing/urls';
import styles from './cart-badge.module.scss';

export const CART_CHANGED_EVENT = 'cart:changed';

interface CartSummary {
  lines: number;
}

async function fetchCartSummary(url: string): Promise<CartSummary> {
  const { lines } = await jsonFetcher(url);
  if (typeof lines !== 'number' || !Number.isInteger(lines) || lines < 0) throw new Error('Cart summary without a line count');
  return { lines };
}

/** Renders inside the Cart link, after its label: the link reads 'Cart, 3 items'. */
export function CartBadge() {
  const { data, mutate } = useSWR(handlers.cartSummary, fetchCartSummary, { shouldRetryOnError: false });
  // A sign-in or sign-out (in this tab or another) changes whose cart this is.
  const userId = useSession().data?.user?.id ?? null;
  const shownFor = useRef(userId);
  useEffect(() => {
    if (shownFor.current === userId) return;
    shownFor.current = userId;
    void mutate();
  }, [userId, mutate]);

  useEffect(() => {
    const revalidate = () => void mutate();
    window.addEventListener(CART_CHANGED_EVENT, revalidate);
    return () => window.removeEventListener(CART_CHANGED_EVENT, revalidate);
  }, [mutate]);

  // Unknown (loading, or the summary failed): show nothing rather than a wrong number.
  if (!data) return null;
  const { lines } = data;
  return (
    <>
      {lines > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {lines > 99 ? '99+' : lines}
        </span>
      )}
      <VisuallyHidden>{`, ${lines} ${lines === 1 ? 'item' : 'items'}`}</VisuallyHidden>
    </>
  );
}
