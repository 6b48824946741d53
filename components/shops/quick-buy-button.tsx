'use client';
// Quick Buy on a shop page (spec section 2): one click adds the product to the cart, and the same
// button then offers Remove from Cart. The label changes at once and rolls back if the cart route
// says no; a toast says what happened (2 s, spec section 9) and the header badge recounts.
import { useState } from 'react';
import button from '@/components/ui/button.module.scss';
import { useToast } from '@/components/ui/toast';
import { addToCart } from '@/lib/cart/add-to-cart';
import { removeItemRequest } from '@/lib/cart/cart-client';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { summaryOf } from '@/lib/http/answers/cart';
import { useCartChanged, useCartSummary } from '@/components/cart/use-cart-summary';

/** Spec section 9: toasts on the shop pages last 2 s. */
export const SHOP_TOAST_MS = 2000;

interface QuickBuyButtonProps {
  productId: number;
  /** The product's title, for the toasts. */
  title: string;
  disabled?: boolean;
  className?: string;
}

export function QuickBuyButton({ productId, title, disabled = false, className }: QuickBuyButtonProps) {
  // Unknown (loading, or the cart could not be read): the button offers Quick Buy.
  const productIds = useCartSummary().data?.productIds;
  const cartChanged = useCartChanged();
  const { show } = useToast();
  // What the shopper asked for while the request is on its way; null when nothing is pending.
  const [pending, setPending] = useState<boolean | null>(null);
  const inCart = pending ?? productIds?.includes(productId) ?? false;
  const busy = pending !== null;

  async function toggle() {
    if (busy || disabled) return;
    const adding = !inCart;
    setPending(adding);
    const result = adding ? await addToCart(productId) : await removeItemRequest(productId);
    if (result.ok) {
      // The add answers the new summary; a removal the whole cart (or null: read it again).
      cartChanged('summary' in result ? result.summary : result.cart ? summaryOf(result.cart.lines) : undefined);
      setPending(null);
      show(adding ? CART_MESSAGES.added(title) : CART_MESSAGES.removed(title), { durationMs: SHOP_TOAST_MS });
    } else {
      // Roll back to what the cart holds, and say why.
      setPending(null);
      show(result.error, { durationMs: SHOP_TOAST_MS });
    }
  }

  return (
    <button
      type="button"
      className={className ?? `${button.button} ${inCart ? button.secondary : button.primary}`}
      onClick={() => void toggle()}
      disabled={disabled}
      // Not `disabled` while busy: the button keeps focus, and a second click is ignored.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {inCart ? 'Remove from Cart' : 'Quick Buy'}
    </button>
  );
}
