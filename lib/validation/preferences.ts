// Newsletter Preferences' four switches (spec section 3; their defaults are the API's, until saved),
// and the check PUT /api/newsletter/preferences makes before the API does, in the API's own words.
// The screen sends every switch each time; any subset is accepted, as at the API. (Notification
// Settings' six are checked with the API's own body schema, contract/api/notifications.ts: its
// words are the spec's.)
import { PREFERENCE_MESSAGES } from '@/lib/messages/catalogue';
import { z } from './zod';

const NEWSLETTER_CHOICE_NAMES = ['marketing', 'product', 'events', 'unsubscribe'] as const;

/** A strict object of optional true/false switches: another value or an unknown name is a 422. */
function switchesSchema<N extends string>(names: readonly N[], kind: 'setting' | 'preference') {
  const shape = Object.fromEntries(names.map((name) => [name, z.boolean({ error: PREFERENCE_MESSAGES.notBoolean(name) }).optional()])) as Record<
    N,
    z.ZodOptional<z.ZodBoolean>
  >;
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? PREFERENCE_MESSAGES.unknown(kind, issue.keys.join(', ')) : undefined),
  });
}

export const newsletterChoicesSchema = switchesSchema(NEWSLETTER_CHOICE_NAMES, 'preference');
