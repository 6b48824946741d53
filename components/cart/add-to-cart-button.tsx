'use client';
// 'Add to cart' on product cards and pages: adds one, says so in a toast, and gives the header
// badge the count the add answered.
import { useState } from 'react';
import button from '@/components/ui/button.module.scss';
import { useToast } from '@/components/ui/toast';
import { formatKsh } from '@/lib/format/money';
import { addToCart } from '@/lib/cart/add-to-cart';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { useCartChanged } from './use-cart-summary';

export interface AddToCartButtonProps {
  productId: number;
  productName: string;
  price: number;
  /** How long the confirmation toast stays (spec section 9: 2000 ms unless a screen says otherwise). */
  toastMs?: number;
  /** Prefix the toast with the price ('Ksh 1,250 · "Kiondo basket" added to cart!'). */
  showPrice?: boolean;
  disabled?: boolean;
  className?: string;
}

export function AddToCartButton({ productId, productName, price, toastMs = 2000, showPrice = false, disabled = false, className }: AddToCartButtonProps) {
  const [busy, setBusy] = useState(false);
  const { show } = useToast();
  const cartChanged = useCartChanged();

  async function handleClick() {
    if (busy) return;
    setBusy(true);
    const result = await addToCart(productId);
    setBusy(false);
    if (result.ok) {
      cartChanged(result.summary);
      show(`${showPrice ? `${formatKsh(price)} · ` : ''}${CART_MESSAGES.added(productName)}`, { durationMs: toastMs });
    } else {
      show(result.error, { durationMs: toastMs });
    }
  }

  return (
    <button
      type="button"
      className={className ?? `${button.button} ${button.primary}`}
      onClick={() => void handleClick()}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? 'Adding...' : 'Add to cart'}
    </button>
  );
}
