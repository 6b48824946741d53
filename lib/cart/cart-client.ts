// The cart page's calls to its route handlers, as values: `{ok, ...}` or `{ok: false, error}`
// with the message to show. Browser-side; the handlers do the checking.
import type { CartView } from '@/lib/cart/view';

export type ClientResult<T> = ({ ok: true } & T) | { ok: false; status: number; error: string; fieldErrors?: Record<string, string> };

async function send<T>(url: string, init: RequestInit, fallback: string, read: (body: Record<string, unknown>) => T): Promise<ClientResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    });
  } catch (error) {
    console.warn(`${init.method ?? 'GET'} ${url} failed`, error);
    return { ok: false, status: 0, error: fallback };
  }
  const body = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>;
  if (!response.ok) {
    const message = typeof body.message === 'string' && body.message ? body.message : fallback;
    const fieldErrors = body.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as Record<string, string>) : undefined;
    // A server failure says the screen's own words; a 4xx says what the buyer can act on.
    return { ok: false, status: response.status, error: response.status >= 500 ? fallback : message, fieldErrors };
  }
  return { ok: true, ...read(body) };
}

const cartOf = (body: Record<string, unknown>) => ({ cart: (body.cart ?? null) as CartView | null });

export function setQuantityRequest(productId: number, quantity: number) {
  return send(`/api/cart/items/${productId}`, { method: 'PATCH', body: JSON.stringify({ quantity }) }, 'Failed to update cart', cartOf);
}

export function removeItemRequest(productId: number) {
  return send(`/api/cart/items/${productId}`, { method: 'DELETE' }, 'Failed to remove item', cartOf);
}

export interface SavedAddress {
  id: number;
  name: string;
  street: string;
  city: string;
  country: string;
  phone: string;
  is_default: boolean;
}

export function saveAddressRequest(input: Omit<SavedAddress, 'id' | 'is_default'>) {
  return send('/api/addresses', { method: 'POST', body: JSON.stringify(input) }, 'Failed to save the address', (body) => ({
    address: body.address as SavedAddress,
  }));
}

export interface PlacedOrder {
  order_id: number;
  order_number: string;
  total_amount: number;
}

export function checkoutRequest(addressId: number, idempotencyKey: string) {
  return send('/api/checkout', { method: 'POST', body: JSON.stringify({ addressId, idempotencyKey }) }, 'Checkout failed', (body) => ({
    order: body.order as PlacedOrder,
  }));
}

/** One key per checkout attempt: kept across retries and double clicks, new when the cart changes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
