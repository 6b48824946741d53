'use client';
// The cart page's Checkout section. A guest is sent to log in and brought back to the cart. A
// buyer picks a saved address or enters a new one (saved to the address book), then places the
// order. One Idempotency-Key per checkout attempt: made when this mounts and again when the cart
// changes, kept across retries and double clicks, so the API makes one order whatever happens.
import Link from 'next/link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { AddressFields, ADDRESS_FIELD_NAMES } from '@/components/account/address-fields';
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import button from '@/components/ui/button.module.scss';
import { checkoutRequest, newIdempotencyKey, saveAddressRequest, type PlacedOrder, type SavedAddress } from '@/lib/cart/cart-client';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES } from '@/lib/messages/catalogue';
import { addressSchema, type AddressInput } from '@/lib/validation/cart';
import { pages } from '@/lib/routing/urls';
import styles from './checkout.module.scss';

const NEW = 'new' as const;
const EMPTY_ADDRESS: AddressInput = { name: '', street: '', city: '', country: 'Kenya', phone: '' };

interface CheckoutPanelProps {
  signedIn: boolean;
  /** The buyer's saved addresses; null when they could not be loaded. */
  addresses: SavedAddress[] | null;
  /** Changes whenever the cart does (a new checkout attempt, so a new key). */
  cartSignature: string;
  /** Lines checkout will order (the ones without a problem). */
  orderableCount: number;
  /** Lines shown but left out (gone, out of stock, short). */
  flaggedCount: number;
  /** True while a cart change is on its way to the server. */
  cartBusy?: boolean;
  onPlaced: (order: PlacedOrder) => void;
}

function describeAddress(a: SavedAddress): string {
  return `${a.name}, ${a.street}, ${a.city}, ${a.country} · ${a.phone}`;
}

export function CheckoutPanel(props: CheckoutPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="checkout-heading">
      <h2 id="checkout-heading" className={styles.heading}>
        Checkout
      </h2>
      {props.signedIn ? (
        <BuyerCheckout {...props} />
      ) : (
        <>
          <p className={styles.text}>Log in to check out. Your cart comes with you.</p>
          <Link href={pages.login(pages.cart)} className={`${button.button} ${button.primary} ${button.block}`}>
            Checkout
          </Link>
        </>
      )}
    </section>
  );
}

function BuyerCheckout({ addresses: initialAddresses, cartSignature, orderableCount, flaggedCount, cartBusy = false, onPlaced }: CheckoutPanelProps) {
  const router = useRouter();
  const [addresses, setAddresses] = useState<SavedAddress[]>(initialAddresses ?? []);
  const [selected, setSelected] = useState<number | typeof NEW>(() => (initialAddresses?.find((a) => a.isDefault) ?? initialAddresses?.[0])?.id ?? NEW);
  // The new address's fields, and the checkout's one message and busy state (a double click lands
  // before React re-renders the disabled button: the form runs one attempt at a time).
  const form = useForm(EMPTY_ADDRESS, ADDRESS_FIELD_NAMES);
  const [attempt, setAttempt] = useState(() => ({ signature: cartSignature, key: newIdempotencyKey() }));
  if (attempt.signature !== cartSignature) setAttempt({ signature: cartSignature, key: newIdempotencyKey() });

  async function placeOrder() {
    if (orderableCount === 0) return;
    await form.run(async () => {
      form.clearErrors();
      let addressId = selected === NEW ? null : selected;
      if (addressId === null) {
        const input = form.validate(addressSchema, CHECKOUT_MESSAGES.incompleteAddress);
        if (!input) return;
        const saved = await saveAddressRequest(input);
        if (!saved.ok) {
          if (saved.status === 401) return router.push(pages.login(pages.cart, { expired: true }));
          form.showErrors(saved.fieldErrors, saved.error);
          return;
        }
        // Saved once: a retry uses it instead of saving it again.
        addressId = saved.address.id;
        setAddresses((list) => [...list, saved.address]);
        setSelected(saved.address.id);
        form.reset(EMPTY_ADDRESS);
      }
      const result = await checkoutRequest(addressId, attempt.key);
      if (!result.ok) {
        if (result.status === 401) return router.push(pages.login(pages.cart, { expired: true }));
        form.setSummary(result.error);
        return;
      }
      onPlaced(result.order);
    });
  }

  const { busy, summary, summaryId } = form;
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void placeOrder();
      }}
    >
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className={styles.legend}>Delivery address</legend>
        {initialAddresses === null && <p className={styles.text}>{ADDRESS_MESSAGES.savedLoadFailed}</p>}
        {addresses.length > 0 && (
          <div className={styles.choices}>
            {addresses.map((address) => (
              <label key={address.id} className={styles.choice}>
                <input type="radio" name="address" value={address.id} checked={selected === address.id} onChange={() => setSelected(address.id)} />
                <span>
                  {describeAddress(address)}
                  {address.isDefault && <span className={styles.badge}>Default</span>}
                </span>
              </label>
            ))}
            <label className={styles.choice}>
              <input type="radio" name="address" value={NEW} checked={selected === NEW} onChange={() => setSelected(NEW)} />
              <span>Use a new address</span>
            </label>
          </div>
        )}
        {selected === NEW && <AddressFields form={form} disabled={busy} />}
      </fieldset>
      {flaggedCount > 0 && orderableCount > 0 && (
        <p className={styles.text}>
          {flaggedCount === 1
            ? '1 item that cannot be ordered right now stays in your cart and is not charged.'
            : `${flaggedCount} items that cannot be ordered right now stay in your cart and are not charged.`}
        </p>
      )}
      <p className={styles.text}>{CHECKOUT_MESSAGES.howPaymentWorks}</p>
      <FormSummary id={summaryId} message={summary} />
      <button
        type="submit"
        className={`${button.button} ${button.primary} ${button.block}`}
        disabled={busy || cartBusy || orderableCount === 0}
        aria-describedby={summary ? summaryId : undefined}
      >
        {busy ? 'Processing...' : 'Place order'}
      </button>
    </form>
  );
}
