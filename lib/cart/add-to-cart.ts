// The browser's one way to add a product to the cart: POST /api/cart/items through the BFF.
//
// A buyer may click Add and leave at once, by a link or by typing an address. The request is sent
// with `keepalive`, so the browser finishes it (and stores the guest's cart cookie it answers) even
// after the page is gone; and the add is noted in this tab's sessionStorage with the moment its
// answer arrived (if it did). The next page (the cart) reads the cart again when its own request
// may have left before that answer, that is when an add is unanswered or was answered after the
// page's navigation began (addsNotIn, used by components/cart/cart-contents.tsx).
import { cartAddedAnswer, type CartSummaryAnswer } from '@/lib/http/answers/cart';
import { sendJson } from '@/lib/http/client';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';

const PENDING_KEY = 'cart:pending-adds';
/** Longer than any add takes (the API's deadline is 8 s); older notes are stale. */
export const PENDING_FOR_MS = 10_000;

/** The handler's statuses whose message says what the buyer can do (contract/rules/cart-limits.ts). */
const STOCK_ANSWERS = new Set([409, 422]);

/** Stored, with the cart's new summary (for the header badge, without asking again); or why not. */
export type AddToCartResult = { ok: true; summary: CartSummaryAnswer } | { ok: false; error: string };

interface PendingAdd {
  id: string;
  productId: number;
  at: number;
  /** When the answer arrived, in this tab; absent while it has not (or the page was left first). */
  answeredAt?: number;
}

function readPending(now = Date.now()): PendingAdd[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is PendingAdd =>
        typeof entry?.id === 'string' && typeof entry?.productId === 'number' && typeof entry?.at === 'number' && now - entry.at < PENDING_FOR_MS,
    );
  } catch {
    return [];
  }
}

function writePending(entries: PendingAdd[]) {
  try {
    if (entries.length === 0) sessionStorage.removeItem(PENDING_KEY);
    else sessionStorage.setItem(PENDING_KEY, JSON.stringify(entries));
  } catch {
    // Storage refused (private mode, full): the add itself still goes through.
  }
}

/**
 * Adds from this tab in the last few seconds that a page whose navigation began at `pageStart`
 * may not show: unanswered, or answered after that moment (the page's request left before the
 * cart was written).
 */
export function addsNotIn(pageStart: number, now = Date.now()): { productId: number; at: number; answered: boolean }[] {
  if (typeof sessionStorage === 'undefined') return [];
  return readPending(now)
    .filter((entry) => entry.answeredAt === undefined || entry.answeredAt >= pageStart)
    .map(({ productId, at, answeredAt }) => ({ productId, at, answered: answeredAt !== undefined }));
}

/** Forgets the notes made before `before` once the cart has been read again after them. */
export function forgetRecentAdds(before: number) {
  if (typeof sessionStorage === 'undefined') return;
  writePending(readPending().filter((entry) => entry.at > before));
}

export async function addToCart(productId: number, quantity = 1): Promise<AddToCartResult> {
  const note: PendingAdd = { id: `${Date.now()}-${Math.random().toString(36).slice(2)}`, productId, at: Date.now() };
  writePending([...readPending(), note]);
  const answer = await sendJson(
    handlers.cartItems,
    cartAddedAnswer,
    { method: 'POST', body: { productId, quantity }, keepalive: true },
    CART_MESSAGES.addFailed,
  );
  writePending(readPending().map((entry) => (entry.id === note.id ? { ...entry, answeredAt: Date.now() } : entry)));
  if (answer.ok) return { ok: true, summary: { lines: answer.data.lines, productIds: answer.data.productIds } };
  // A stock message ('This product is out of stock.' with 409, 'Only 2 left in stock.' with 422) is
  // worth showing, to a guest and a buyer alike; anything else is the spec's.
  return { ok: false, error: STOCK_ANSWERS.has(answer.status) ? answer.message : CART_MESSAGES.addFailed };
}
