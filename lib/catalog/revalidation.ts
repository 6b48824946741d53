// The API's revalidation webhook, as pure functions: the mapping from "what changed" events to the
// cache tags of lib/catalog/tags.ts (the signature is contract/rules/webhook-signature.ts). Used by app/api/revalidate.
import { z } from 'zod';
import { toRecordId } from '@/lib/validation/record-id';
import { NOTICE_MAX_EVENTS } from '@/contract/rules/webhook-signature';
import { tags } from './tags';

/**
 * How long after a notice its at-once tags are expired again: longer than a page's render takes
 * (one begun before the notice is stored when it ends), short enough that a visitor rarely meets it.
 */
export const SETTLE_MS = 2000;

/** A webhook body larger than this is not one the API sends. */
export const MAX_BODY_BYTES = 64 * 1024;

const eventId = z.union([z.number(), z.string()]).transform(toRecordId);

export const revalidateBodySchema = z.object({
  events: z
    .array(z.object({ type: z.enum(['product', 'shop', 'story', 'category']), id: eventId }))
    .min(1)
    .max(NOTICE_MAX_EVENTS),
});

export type RevalidateEvent = z.infer<typeof revalidateBodySchema>['events'][number];

/**
 * The tags an event invalidates: the item's own tag and the lists it appears in. A product's
 * rating, price or stock shows on every listing, so it also refreshes the product lists.
 */
export function tagsForEvent(event: RevalidateEvent): string[] {
  switch (event.type) {
    case 'product':
      return [tags.product(event.id), tags.reviews(event.id), tags.productList];
    case 'shop':
      return [tags.shop(event.id), tags.shopList];
    case 'story':
      return [tags.story(event.id), tags.storyList];
    case 'category':
      return [tags.category(event.id), tags.categories];
  }
}

// Not the shop list: a shop page is read by its slug under that tag (the webhook names shops by
// id), so a suspended shop restored, or a new shop approved, would still be a 404 for the next
// visitor; and shops change rarely (a profile, an approval, a suspension), not on every sale.
// Not the story list either: a story is published or withdrawn by a person, rarely, and the next
// visitor of the stories page and the sitemap expects to see that at once.
const LIST_TAGS = new Set<string>([tags.productList, tags.categories]);

/**
 * How soon a tag's cached pages must change. The item's own tag expires at once (every page that
 * shows the product, shop or story re-renders for the next visitor); a list tag is refreshed in
 * the background (the next visitor still gets the cached page while it is rebuilt), so one sale
 * does not make every listing in the shop render again on the spot. The shop and story lists
 * expire at once too (above).
 */
export function expiryFor(tag: string): 'max' | { expire: 0 } {
  return LIST_TAGS.has(tag) ? 'max' : { expire: 0 };
}

/** Every tag of a batch of events, each once. */
export function tagsForEvents(events: RevalidateEvent[]): string[] {
  return [...new Set(events.flatMap(tagsForEvent))];
}
