// The cart page's calls to its route handlers, as values: `{ok, ...}` or `{ok: false, error}`
// with the message to show. Browser-side, through the one fetcher (lib/http/client.ts); the
// handlers do the checking.
import type { PlacedOrder } from '@/lib/domain/orders';
import type { CartView } from '@/lib/cart/view';
import type { SavedAddress } from '@/lib/domain/account';
import { sendJson, type SendOptions } from '@/lib/http/client';
import { ADDRESS_MESSAGES, CART_MESSAGES, CHECKOUT_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';

export type ClientResult<T> = ({ ok: true } & T) | { ok: false; status: number; error: string; fieldErrors: Record<string, string> };

async function send<T>(url: string, options: SendOptions, fallback: string, read: (body: Record<string, unknown>) => T): Promise<ClientResult<T>> {
  // A server failure says the screen's own words; a 4xx says what the buyer can act on.
  const answer = await sendJson(url, options, fallback);
  if (!answer.ok) return { ok: false, status: answer.status, error: answer.message, fieldErrors: answer.fieldErrors };
  return { ok: true, ...read(answer.data) };
}

const cartOf = (body: Record<string, unknown>) => ({ cart: (body.cart ?? null) as CartView | null });

export function readCartRequest() {
  return send(handlers.cart, {}, CART_MESSAGES.loadFailed, cartOf);
}

export function setQuantityRequest(productId: number, quantity: number) {
  return send(handlers.cartItem(productId), { method: 'PATCH', body: { quantity } }, CART_MESSAGES.updateFailed, cartOf);
}

export function removeItemRequest(productId: number) {
  return send(handlers.cartItem(productId), { method: 'DELETE' }, CART_MESSAGES.removeFailed, cartOf);
}

/** An address-book entry as the route handlers answer it (the one app type). */
export type { SavedAddress };

export function saveAddressRequest(input: Omit<SavedAddress, 'id' | 'isDefault'>) {
  return send(handlers.addresses, { method: 'POST', body: input }, ADDRESS_MESSAGES.failed, (body) => ({
    address: body.address as SavedAddress,
  }));
}

export type { PlacedOrder };

export function checkoutRequest(addressId: number, idempotencyKey: string) {
  return send(handlers.checkout, { method: 'POST', body: { addressId, idempotencyKey } }, CHECKOUT_MESSAGES.failed, (body) => ({
    order: body.order as PlacedOrder,
  }));
}

/** One key per checkout attempt: kept across retries and double clicks, new when the cart changes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
