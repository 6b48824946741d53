'use client';
// The number of cart lines on the header's Cart link. The header is the same cached HTML for
// every visitor, so the count is asked for in the browser, under the cart's one SWR key: a change
// anywhere in the page (add to cart, remove) writes that key (components/cart/use-cart-summary.ts).
import { useSession } from 'next-auth/react';
import { useEffect, useRef } from 'react';
import { useCartSummary } from '@/components/cart/use-cart-summary';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import styles from './cart-badge.module.scss';

/** Renders inside the Cart link, after its label: the link reads 'Cart, 3 items'. */
export function CartBadge() {
  const { data, mutate } = useCartSummary();
  // A sign-in or sign-out (in this tab or another) changes whose cart this is.
  const userId = useSession().data?.user?.id ?? null;
  const shownFor = useRef(userId);
  useEffect(() => {
    if (shownFor.current === userId) return;
    shownFor.current = userId;
    void mutate();
  }, [userId, mutate]);

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
