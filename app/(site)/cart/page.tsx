// The cart (spec section 2): the buyer's cart at the API, or a guest's cookie, with today's
// products, the summary, checkout. Per visitor and never cached; the controls are one client island.
import type { Metadata } from 'next';
import Link from 'next/link';
import { cookies } from 'next/headers';
import { CartContents } from '@/components/cart/cart-contents';
import styles from '@/components/cart/cart-page.module.scss';
import button from '@/components/ui/button.module.scss';
import { CART_COOKIE, unsealCart } from '@/lib/cart/cookie';
import { readCart } from '@/lib/cart/store';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { getSession } from '@/lib/session/session';
import type { SavedAddress } from '@/lib/domain/account';
import { listAddresses } from '@/lib/upstream/addresses';
import { pages } from '@/lib/routing/urls';

export const metadata: Metadata = { title: 'Your cart', robots: { index: false, follow: false } };

export default async function CartPage() {
  const session = await getSession();
  const cookieStore = await cookies();
  const [cart, addressResult] = await Promise.all([
    readCart(session?.accessToken ?? null, () => unsealCart(cookieStore.get(CART_COOKIE)?.value)),
    session ? listAddresses(session.accessToken) : Promise.resolve(null),
  ]);
  // A signed-in buyer whose addresses could not be read can still enter one at checkout.
  let addresses: SavedAddress[] | null = [];
  if (addressResult) addresses = addressResult.ok ? addressResult.data : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your cart</h1>
      {cart.ok ? (
        <CartContents initialCart={cart.view} signedIn={session !== null} addresses={addresses} />
      ) : (
        <div className={styles.problem} role="alert">
          <p>{CART_MESSAGES.pageLoadFailed}</p>
          <Link href={pages.cart} className={`${button.button} ${button.primary}`} prefetch={false}>
            Try again
          </Link>
        </div>
      )}
    </div>
  );
}
