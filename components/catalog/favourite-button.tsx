'use client';
// The card's favourite heart. Pages are the same cached HTML for everyone, so which products this
// buyer saved is asked for in the browser: one GET /api/wishlist/ids per page (SWR shares it
// between every heart), and only for a signed-in visitor. A visitor who is not signed in is sent
// to login and brought back here.
import { useSession } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Icon } from '@/components/ui/icon';
import { useToast } from '@/components/ui/toast';
import { answerFetcher, sendJson } from '@/lib/http/client';
import { WISHLIST_MESSAGES } from '@/lib/messages/catalogue';
import { handlers, pages } from '@/lib/routing/urls';
import styles from './favourite-button.module.scss';
import { wishlistChangedAnswer, wishlistIdsAnswer } from '@/lib/http/answers/wishlist';

const readWishlistIds = answerFetcher(wishlistIdsAnswer);

async function fetchWishlistIds(url: string): Promise<number[]> {
  return (await readWishlistIds(url)).ids;
}

/** Login, coming back to the page the visitor is on. */
function loginHrefForHere(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return pages.login(here);
}

interface FavouriteButtonProps {
  productId: number;
  productName: string;
}

export function FavouriteButton({ productId, productName }: FavouriteButtonProps) {
  const { status } = useSession();
  const router = useRouter();
  const signedIn = status === 'authenticated';
  const { data: ids } = useSWR(signedIn ? handlers.wishlistIds : null, fetchWishlistIds, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  // The shared list by its key (not the hook's bound mutate), so a click made before the session
  // was read still updates every heart on the page.
  const { mutate } = useSWRConfig();
  const { show } = useToast();
  const [busy, setBusy] = useState(false);
  const saved = ids?.includes(productId) ?? false;

  async function toggle() {
    if (status === 'unauthenticated') {
      router.push(loginHrefForHere());
      return;
    }
    if (busy) return;
    setBusy(true);
    // Clicked before the session was read: the route handler knows (401 = log in first).
    const next = signedIn ? !saved : true;
    let signInNeeded = false;
    const optimistic = (current: number[] | undefined) => (next ? [...(current ?? []), productId] : (current ?? []).filter((id) => id !== productId));
    try {
      await mutate<number[]>(
        handlers.wishlistIds,
        async (current) => {
          const answer = next
            ? await sendJson(handlers.wishlist, wishlistChangedAnswer, { method: 'POST', body: { productId } }, WISHLIST_MESSAGES.failed)
            : await sendJson(handlers.wishlistItem(productId), wishlistChangedAnswer, { method: 'DELETE' }, WISHLIST_MESSAGES.failed);
          if (answer.status === 401) {
            signInNeeded = true;
            return current;
          }
          // Thrown so SWR puts the list back as it was.
          if (!answer.ok) throw new Error(`Wishlist answered ${answer.status}`);
          return optimistic(current);
        },
        { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
      );
      // The account sidebar's wishlist count, where one is shown.
      if (!signInNeeded) void mutate(handlers.accountCounts);
      // The session ended on the server (or never was): log in and come back here.
      if (signInNeeded) router.push(loginHrefForHere());
      else show(next ? WISHLIST_MESSAGES.savedItem(productName) : WISHLIST_MESSAGES.removedItem(productName));
    } catch {
      show(WISHLIST_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={saved ? `${styles.heart} ${styles.saved}` : styles.heart}
      aria-pressed={saved}
      aria-label={`Save ${productName} to your wishlist`}
      onClick={() => void toggle()}
      disabled={busy}
    >
      <Icon name={saved ? 'heart-filled' : 'heart'} size={20} />
    </button>
  );
}
