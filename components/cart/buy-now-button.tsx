'use client';
// 'Buy now': adds one to the cart and goes straight to it.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import button from '@/components/ui/button.module.scss';
import { useToast } from '@/components/ui/toast';
import { addToCart } from '@/lib/cart/add-to-cart';
import { pages } from '@/lib/routing/urls';
import { useCartChanged } from './use-cart-summary';

export interface BuyNowButtonProps {
  productId: number;
  disabled?: boolean;
  className?: string;
}

export function BuyNowButton({ productId, disabled = false, className }: BuyNowButtonProps) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const { show } = useToast();
  const cartChanged = useCartChanged();

  async function handleClick() {
    if (busy) return;
    setBusy(true);
    const result = await addToCart(productId);
    if (result.ok) {
      cartChanged(result.summary);
      router.push(pages.cart);
      return; // stay busy until the cart page replaces this one
    }
    setBusy(false);
    show(result.error);
  }

  return (
    <button
      type="button"
      className={className ?? `${button.button} ${button.secondary}`}
      onClick={() => void handleClick()}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? 'Adding...' : 'Buy now'}
    </button>
  );
}
