// Route params as zod schemas, for route()'s `params`: the one place a URL segment is checked.
// A mismatch answers 404 (no such thing at that address). A record id is digits only and a
// positive 32-bit integer (the API's ids), as a number.
import { toRecordId } from '@/lib/validation/record-id';
import { z } from '@/lib/validation/zod';

/** A record id in a URL segment (contract/rules/ids.ts), as a number. */
const idSegment = z.string().transform(toRecordId);

/** `{ [name]: number }` from `[name]` segments, e.g. `idParams('productId')`. */
export function idParams<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, idSegment])) as Record<K, typeof idSegment>);
}

/** `[productId]`: the cart line, wishlist and review routes. */
export const productIdParams = idParams('productId');

/** `[serial]` as typed by the buyer: checkSerial trims and checks it, answering the dialog's own 422. */
export const serialParams = z.object({ serial: z.string() });

/** A control character (NUL, a newline): no file name under /media has one, and the API refuses NUL with a 422. */
const hasControlCharacter = (text: string) => [...text].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127);

/** `[...path]` under /media: no step out of the API's media folder, no name no file has. */
export const mediaPathParams = z.object({
  path: z
    .array(z.string())
    .min(1)
    .refine((parts) => !parts.some((part) => part === '..' || part.includes('\\') || hasControlCharacter(part))),
});
