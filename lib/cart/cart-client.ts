// The cart page's calls to its route handlers, as values: `{ok, ...}` or `{ok: false, error}`
// with the message to show. Browser-side, through the one fetcher (lib/http/client.ts); the
// handlers do the checking.
import type * as z from 'zod/mini';
import type { PlacedOrder } from '@/lib/domain/orders';
import type { SavedAddress } from '@/lib/domain/account';
import { addressSavedAnswer } from '@/lib/http/answers/addresses';
import { cartAnswer, cartChangedAnswer } from '@/lib/http/answers/cart';
import { orderPlacedAnswer } from '@/lib/http/answers/checkout';
import type { AnswerSchema } from '@/lib/http/answers/common';
import { sendJson, type SendOptions } from '@/lib/http/client';
import { ADDRESS_MESSAGES, CART_MESSAGES, CHECKOUT_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';

export type ClientResult<T> = ({ ok: true } & T) | { ok: false; status: number; error: string; fieldErrors: Record<string, string> };

async function send<S extends AnswerSchema>(url: string, schema: S, options: SendOptions, fallback: string): Promise<ClientResult<z.output<S>>> {
  // A server failure says the screen's own words; a 4xx says what the buyer can act on.
  const answer = await sendJson(url, schema, options, fallback);
  if (!answer.ok) return { ok: false, status: answer.status, error: answer.message, fieldErrors: answer.fieldErrors };
  return Object.assign({ ok: true as const }, answer.data);
}

export function readCartRequest() {
  return send(handlers.cart, cartAnswer, {}, CART_MESSAGES.loadFailed);
}

export function setQuantityRequest(productId: number, quantity: number) {
  return send(handlers.cartItem(productId), cartChangedAnswer, { method: 'PATCH', body: { quantity } }, CART_MESSAGES.updateFailed);
}

export function removeItemRequest(productId: number) {
  return send(handlers.cartItem(productId), cartChangedAnswer, { method: 'DELETE' }, CART_MESSAGES.removeFailed);
}

export function applyPromoRequest(code: string) {
  return send(handlers.cartPromo, cartChangedAnswer, { method: 'POST', body: { code } }, CART_MESSAGES.promoFailed);
}

export function removePromoRequest() {
  return send(handlers.cartPromo, cartChangedAnswer, { method: 'DELETE' }, CART_MESSAGES.promoRemoveFailed);
}

/** An address-book entry as the route handlers answer it (the one app type). */
export type { SavedAddress };

export function saveAddressRequest(input: Omit<SavedAddress, 'id' | 'isDefault'>) {
  return send(handlers.addresses, addressSavedAnswer, { method: 'POST', body: input }, ADDRESS_MESSAGES.failed);
}

export type { PlacedOrder };

export function checkoutRequest(addressId: number, idempotencyKey: string) {
  return send(handlers.checkout, orderPlacedAnswer, { method: 'POST', body: { addressId, idempotencyKey } }, CHECKOUT_MESSAGES.failed);
}

/** One key per checkout attempt: kept across retries and double clicks, new when the cart changes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
