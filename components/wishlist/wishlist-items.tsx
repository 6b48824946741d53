'use client';
// Wishlist (spec section 3, Wishlist item): the buyer's saved pieces with image, title (to the
// product), artisan, price in Ksh, rating and whether it is in stock. Remove forgets one; Add to
// cart adds it; Move to cart adds it and, only once the cart has it, forgets it. The list changes
// at once; the hearts on listing pages (the same list, GET /api/wishlist/ids) and the sidebar's
// count follow.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { useCartChanged } from '@/components/cart/use-cart-summary';
import button from '@/components/ui/button.module.scss';
import { FallbackImage } from '@/components/ui/fallback-image';
import { StarRating } from '@/components/ui/star-rating';
import { StatusChip } from '@/components/ui/status-chip';
import { useToast } from '@/components/ui/toast';
import { addToCart } from '@/lib/cart/add-to-cart';
import type { WishlistItem } from '@/lib/domain/account';
import { formatKsh } from '@/lib/format/money';
import { sendJson } from '@/lib/http/client';
import account from '@/components/account/account.module.scss';
import { formatRating } from '@/lib/format/rating';
import { CART_MESSAGES, WISHLIST_MESSAGES } from '@/lib/messages/catalogue';
import { handlers, pages } from '@/lib/routing/urls';
import styles from './wishlist.module.scss';
import { wishlistChangedAnswer } from '@/lib/http/answers/wishlist';

const IMAGE_SIZES = '(min-width: 768px) 160px, 96px';

export function WishlistItems({ items }: { items: WishlistItem[] }) {
  const router = useRouter();
  const { show } = useToast();
  const { mutate } = useSWRConfig();
  const cartChanged = useCartChanged();
  // Removed here (or on their way out): hidden at once, whatever the page's data still says.
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const [busyId, setBusyId] = useState<number | null>(null);
  const visible = items.filter((item) => !gone.has(item.productId));

  const hide = (id: number, hidden: boolean) =>
    setGone((current) => {
      const next = new Set(current);
      if (hidden) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Forgets the item; true once the API has. */
  async function forget(item: WishlistItem): Promise<boolean> {
    hide(item.productId, true);
    const answer = await sendJson(handlers.wishlistItem(item.productId), wishlistChangedAnswer, { method: 'DELETE' }, WISHLIST_MESSAGES.failed);
    if (!answer.ok) {
      hide(item.productId, false);
      if (answer.status === 401) router.push(pages.login(pages.wishlist));
      else show(answer.message);
      return false;
    }
    // The hearts elsewhere in this tab read the same list.
    void mutate<number[]>(handlers.wishlistIds, (ids) => ids?.filter((id) => id !== item.productId), { revalidate: false });
    router.refresh();
    return true;
  }

  async function remove(item: WishlistItem) {
    if (busyId !== null) return;
    setBusyId(item.productId);
    if (await forget(item)) show(WISHLIST_MESSAGES.removedItem(item.title));
    setBusyId(null);
  }

  async function moveToCart(item: WishlistItem) {
    if (busyId !== null) return;
    setBusyId(item.productId);
    const added = await addToCart(item.productId);
    if (!added.ok) {
      show(added.error);
      setBusyId(null);
      return;
    }
    cartChanged(added.summary);
    show(CART_MESSAGES.added(item.title));
    await forget(item);
    setBusyId(null);
  }

  if (visible.length === 0) {
    return (
      <div className={account.empty}>
        <p>Your wishlist is empty.</p>
        <p>
          Tap the heart on any piece to save it here. <Link href={pages.marketplace}>Browse the marketplace</Link>
        </p>
      </div>
    );
  }

  return (
    <ul className={styles.items} aria-label="Your wishlist">
      {visible.map((item) => {
        const href = pages.product(item.productId);
        const busy = busyId === item.productId;
        return (
          <li key={item.productId}>
            <article className={styles.item} aria-labelledby={`wishlist-${item.productId}`}>
              <Link href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
                <FallbackImage src={item.image} alt="" fill sizes={IMAGE_SIZES} maxWidth={640} className={styles.image} />
              </Link>
              <div className={styles.body}>
                <h2 id={`wishlist-${item.productId}`} className={styles.title}>
                  <Link href={href}>{item.title}</Link>
                </h2>
                {item.artisan ? <p className={styles.artisan}>{`By ${item.artisan}`}</p> : null}
                <p className={styles.rating}>
                  <StarRating value={item.rating} size={14} />
                  <span aria-hidden="true">({formatRating(item.rating)})</span>
                </p>
                <p className={styles.price}>{formatKsh(item.price)}</p>
                <p>
                  <StatusChip status={item.inStock ? 'In stock' : 'Out of stock'} tone={item.inStock ? 'green' : 'red'} />
                </p>
              </div>
              <div className={styles.actions}>
                <AddToCartButton
                  productId={item.productId}
                  productName={item.title}
                  price={item.price}
                  disabled={!item.inStock || busy}
                  className={`${button.button} ${button.primary} ${button.small}`}
                />
                <button
                  type="button"
                  className={`${button.button} ${button.secondary} ${button.small}`}
                  onClick={() => void moveToCart(item)}
                  disabled={!item.inStock || busyId !== null}
                  aria-label={`Move ${item.title} to cart`}
                >
                  {busy ? 'Moving...' : 'Move to cart'}
                </button>
                <button
                  type="button"
                  className={`${button.button} ${button.ghost} ${button.small}`}
                  onClick={() => void remove(item)}
                  disabled={busyId !== null}
                  aria-label={`Remove ${item.title} from your wishlist`}
                >
                  Remove
                </button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
