// Tells the storefront which public records changed, so its cached pages refresh at once instead
// of after their lifetime: POST {STOREFRONT_URL}/api/revalidate with {events: [{type, id}]},
// signed with REVALIDATE_SECRET over the time and the body (contract/rules/webhook-signature.ts), so
// the storefront refuses a copy replayed later.
//
// Fire and forget: called after the change is committed, never awaited by the request that made
// it, never throws, and gives up after a short timeout. A lost notification costs freshness only:
// the storefront's cache lifetimes (a minute for the catalogue) still bound how stale a page is.
import { randomUUID } from 'node:crypto';
import { NOTICE_MAX_EVENTS, SIGNATURE_HEADER, signNotice } from '../../../contract/rules/webhook-signature';
import { serverSettings } from '../config';

type StorefrontEventType = 'product' | 'shop' | 'story' | 'category';

export interface StorefrontEvent {
  type: StorefrontEventType;
  id: number;
}

export interface StorefrontNotifyConfig {
  /** The storefront's base URL, e.g. http://127.0.0.1:3000. */
  url: string;
  secret: string;
  timeoutMs?: number;
  /** Injected in tests. */
  fetch?: typeof fetch;
  /** Where failures are reported (console.warn by default). */
  log?: (message: string) => void;
}

const NOTIFY_TIMEOUT_MS = 2000;

/** Each event once, in a stable order. */
function uniqueEvents(events: StorefrontEvent[]): StorefrontEvent[] {
  const seen = new Map<string, StorefrontEvent>();
  for (const event of events) {
    if (Number.isInteger(event.id) && event.id > 0) seen.set(`${event.type}:${event.id}`, event);
  }
  return [...seen.values()];
}

/**
 * Sends the events, in notices of at most NOTICE_MAX_EVENTS (a suspended shop's every product is
 * more than one notice holds); resolves true when the storefront accepted them all and false
 * otherwise (off, unreachable, slow, or refused). Never rejects, so `void notifyStorefront(...)` is safe.
 */
export async function notifyStorefront(events: StorefrontEvent[], config: StorefrontNotifyConfig | null = serverSettings().storefrontNotify): Promise<boolean> {
  const batch = uniqueEvents(events);
  if (!config || batch.length === 0) return false;
  let accepted = true;
  for (let from = 0; from < batch.length; from += NOTICE_MAX_EVENTS) {
    // One after another: a big shop's notices never crowd the storefront at once.
    if (!(await sendNotice(batch.slice(from, from + NOTICE_MAX_EVENTS), config))) accepted = false;
  }
  return accepted;
}

/** One signed notice; true when the storefront accepted it. */
async function sendNotice(batch: StorefrontEvent[], config: StorefrontNotifyConfig): Promise<boolean> {
  const log = config.log ?? ((message: string) => console.warn(message));
  // A notice id of its own: the storefront refuses a notice it has taken (a replay), and two
  // changes to one product within the same second must still be two notices.
  const body = JSON.stringify({ events: batch, notice: randomUUID() });
  try {
    const response = await (config.fetch ?? fetch)(`${config.url.replace(/\/+$/, '')}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotice(config.secret, body) },
      body,
      signal: AbortSignal.timeout(config.timeoutMs ?? NOTIFY_TIMEOUT_MS),
    });
    // The answer's body is not needed; drain it so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) log(`[storefront-notify] the storefront answered ${response.status} to ${batch.length} event(s)`);
    return response.ok;
  } catch (error) {
    log(`[storefront-notify] could not reach the storefront: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** The products whose stock, price or rating changed. */
export function productsChanged(productIds: number[]): StorefrontEvent[] {
  return productIds.map((id) => ({ type: 'product', id }));
}

/**
 * A product that joined or left the public lists, or changed in them (published, unpublished,
 * archived, edited): its page, its shop's page and its categories' pages.
 */
export function productListingChanged(product: { id: number; shopId: number; categoryIds: number[] }): StorefrontEvent[] {
  return [
    { type: 'product', id: product.id },
    { type: 'shop', id: product.shopId },
    ...product.categoryIds.map((id): StorefrontEvent => ({ type: 'category', id })),
  ];
}

/** A shop whose public profile changed (description, contact, logo, banner): its page and the galleries. */
export function shopChanged(shopId: number): StorefrontEvent[] {
  return [{ type: 'shop', id: shopId }];
}

/** A story published, unpublished, or edited while published: its page, the stories list and the sitemap. */
export function storyChanged(storyId: number): StorefrontEvent[] {
  return [{ type: 'story', id: storyId }];
}
