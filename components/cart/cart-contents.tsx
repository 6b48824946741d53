'use client';
// The cart page's island: lines with their controls, the summary and checkout. Changes show at
// once (useOptimistic) and are sent one after another, so two quick clicks cannot overwrite each
// other in the cookie; the server's answer then becomes the cart, and a failure rolls the line
// back with a toast.
import { startTransition, useEffect, useOptimistic, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { summaryOf } from '@/lib/http/answers/cart';
import { CheckoutPanel } from '@/components/checkout/checkout-panel';
import { OrderPlaced } from '@/components/checkout/order-placed';
import { addsNotIn, forgetRecentAdds, PENDING_FOR_MS } from '@/lib/cart/add-to-cart';
import { readCartRequest, removeItemRequest, setQuantityRequest, type PlacedOrder, type SavedAddress } from '@/lib/cart/cart-client';
import { cartSignature, chargeableLines, buildCartView, withQuantity, withoutLine, type CartView } from '@/lib/cart/view';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';
import { PromoCodeField } from './promo-code-field';
import { useCartChanged } from './use-cart-summary';
import styles from './cart-contents.module.scss';

type CartAction = { type: 'quantity'; productId: number; quantity: number } | { type: 'remove'; productId: number };

/** When the cart page reads the cart again after an add that may still be landing. */
const LANDING_CHECKS_MS = [0, 300, 800, 1600, 3200, 6400];

function apply(view: CartView, action: CartAction): CartView {
  return action.type === 'quantity' ? withQuantity(view, action.productId, action.quantity) : withoutLine(view, action.productId);
}

interface CartContentsProps {
  initialCart: CartView;
  signedIn: boolean;
  addresses: SavedAddress[] | null;
}

export function CartContents({ initialCart, signedIn, addresses }: CartContentsProps) {
  const { show } = useToast();
  const cartChanged = useCartChanged();
  const [cart, setCart] = useState(initialCart);
  const [shown, applyOptimistic] = useOptimistic(cart, apply);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [pending, setPending] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const changing = useRef(0);

  // An add made just before this page (a click on Add, then at once a link here or a typed
  // address) may still be landing: read the cart again a few times until every product it added
  // shows, or its time is up. Never over a change the buyer is making here.
  useEffect(() => {
    // The moment this page's navigation began: its server render read the cart after that.
    const adds = addsNotIn(Math.floor(performance.timeOrigin));
    if (adds.length === 0) return;
    const opened = Date.now();
    let stopped = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const expected = new Set(adds.map((add) => add.productId));
    const lastAt = Math.max(...adds.map((add) => add.at));
    async function reread() {
      if (stopped) return;
      const result = await readCartRequest();
      if (stopped || !result.ok || changing.current > 0) return;
      const fresh = result.cart;
      setCart(fresh);
      cartChanged(summaryOf(fresh.lines));
      if ([...expected].every((id) => fresh.lines.some((line) => line.productId === id))) finish();
    }
    function finish() {
      stopped = true;
      timers.forEach(clearTimeout);
      forgetRecentAdds(opened);
    }
    for (const delay of LANDING_CHECKS_MS) {
      if (Date.now() + delay - lastAt < PENDING_FOR_MS) timers.push(setTimeout(() => void reread(), delay));
    }
    timers.push(setTimeout(finish, Math.max(0, lastAt + PENDING_FOR_MS - Date.now())));
    return () => {
      stopped = true;
      timers.forEach(clearTimeout);
    };
  }, [cartChanged]);

  function change(action: CartAction) {
    changing.current += 1;
    setPending((n) => n + 1);
    startTransition(async () => {
      applyOptimistic(action);
      // One request at a time: each starts from the cookie the previous one wrote.
      const request = queue.current.then(() =>
        action.type === 'quantity' ? setQuantityRequest(action.productId, action.quantity) : removeItemRequest(action.productId),
      );
      queue.current = request.catch(() => undefined);
      const result = await request;
      changing.current -= 1;
      startTransition(() => {
        setPending((n) => n - 1);
        // Success: the server's cart (or, if it could not be read back, the change applied here).
        if (result.ok) setCart((current) => result.cart ?? apply(current, action));
      });
      if (result.ok) cartChanged(result.cart ? summaryOf(result.cart.lines) : undefined);
      else show(result.error);
    });
  }

  function onPlaced(order: PlacedOrder) {
    setPlaced(order);
    // What checkout left in the cart: the flagged lines it did not order (vanished products go).
    setCart((current) => buildCartView(current.lines.filter((line) => line.problem !== null && line.problem !== 'missing')));
    // What the order took is the API's to say: the cart is read again.
    cartChanged();
  }

  const orderable = chargeableLines(shown.lines).length;
  const flagged = shown.lines.length - orderable;

  if (shown.lines.length === 0) {
    return placed ? <OrderPlaced order={placed} /> : <EmptyCart />;
  }

  return (
    <div className={styles.layout}>
      {placed && (
        <div className={styles.full}>
          <OrderPlaced order={placed} />
        </div>
      )}
      <section className={styles.lines} aria-labelledby="cart-lines-heading">
        <h2 id="cart-lines-heading" className={styles.heading}>
          {shown.lines.length === 1 ? '1 item' : `${shown.lines.length} items`}
        </h2>
        <ul className={styles.list}>
          {shown.lines.map((line) => (
            <CartLineItem
              key={line.productId}
              line={line}
              onQuantity={(quantity) => change({ type: 'quantity', productId: line.productId, quantity })}
              onRemove={() => change({ type: 'remove', productId: line.productId })}
            />
          ))}
        </ul>
      </section>
      <div className={styles.side}>
        <section className={styles.summary} aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading" className={styles.heading}>
            Order summary
          </h2>
          <CartSummary summary={shown.summary} headingId="cart-summary-heading" />
          <PromoCodeField signedIn={signedIn} summary={shown.summary} onCart={setCart} />
        </section>
        {!placed && (
          <CheckoutPanel
            signedIn={signedIn}
            addresses={addresses}
            cartSignature={cartSignature(shown)}
            orderableCount={orderable}
            flaggedCount={flagged}
            cartBusy={pending > 0}
            onPlaced={onPlaced}
          />
        )}
      </div>
    </div>
  );
}
