// Wishlist (spec section 2): the pieces the buyer saved with the hearts on cards, newest first, to
// add to the cart, move to the cart or remove.
import type { Metadata } from 'next';
import { WishlistItems } from '@/components/wishlist/wishlist-items';
import styles from '@/components/account/account.module.scss';
import { accountSession, readOrEnd } from '@/lib/account/load';
import { WISHLIST_MESSAGES } from '@/lib/messages/catalogue';
import { listWishlist } from '@/lib/upstream/wishlist';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Wishlist', robots: { index: false } };

export default async function WishlistPage() {
  const session = await accountSession(pages.wishlist);
  const items = readOrEnd(await listWishlist(session.accessToken), pages.wishlist);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Wishlist</h1>
        <p className={styles.lead}>The pieces you saved with the heart on any product.</p>
      </header>
      {items ? (
        <WishlistItems items={items} />
      ) : (
        <p className={styles.problem} role="alert">
          {WISHLIST_MESSAGES.loadFailed}
        </p>
      )}
    </div>
  );
}
