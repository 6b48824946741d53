// The authenticity check by serial number (GET /verify-product/{serial}), as the header's Verify
// dialog (through app/api/verify) and the /verify/{serial} page answer it. Only the fields those
// screens show are kept, reshaped into lib/domain's Verification.
import 'server-only';
import { z } from 'zod';
import type { Verification } from '@/lib/domain/verification';
import { VERIFY_MESSAGES } from '@/lib/messages/catalogue';
import { api } from '@/lib/routing/urls';
import { CACHED_READ, isOutage, publicCall, type Forwarded, type UpstreamError, type UpstreamResult } from './client';
import { SERIAL_PATTERN, verificationSchema, verifiedProductSchema as verifiedProduct } from '@/contract/api/verification';

// Only the fields the Verify dialog and page show, picked from the API's answer schema: zod drops
// everything else, so nothing reaches the browser that the screens do not need (the API already
// leaves out the shop's owner).
const verifiedProductSchema = verifiedProduct
  .pick({
    product_id: true,
    product_name: true,
    serial_number: true,
    images: true,
    category: true,
    division: true,
    origin: true,
    verifiedAt: true,
  })
  .extend({
    shop: verifiedProduct.shape.shop.pick({ shop_name: true, shop_url_slug: true, location: true, country: true, rating_average: true, description: true }),
  });

const verificationDataSchema = z.object({
  verification: verificationSchema.extend({
    // Any status is read, so that one other than `verified` shows as not found rather than as an outage.
    verification_status: z.string(),
    product: verifiedProductSchema,
  }),
});

type VerificationJson = z.infer<typeof verificationDataSchema>['verification'];

/** The API's verification as the screens read it; only a `verified` one is ever shown. */
function toVerification({ verification_date, product }: VerificationJson): Verification {
  const [image] = product.images;
  return {
    status: 'verified',
    date: verification_date,
    product: {
      name: product.product_name,
      image: image ? { src: image.image_url, alt: image.alt_text || product.product_name } : null,
      shop: {
        name: product.shop.shop_name,
        slug: product.shop.shop_url_slug,
        country: product.shop.country,
        rating: product.shop.rating_average,
        story: product.shop.description,
      },
      category: product.category.name,
      subcategory: product.division.subcategory.name,
      division: product.division.name,
      origin: product.origin,
      verifiedAt: product.verifiedAt,
    },
  };
}

/** The answer as the screens read it: the verification, or null when its status is not `verified`. */
const shownVerificationSchema = verificationDataSchema.transform(({ verification }) =>
  verification.verification_status === 'verified' ? toVerification(verification) : null,
);

/** `GET /verify-product/{serial}`. The serial must already be trimmed and match SERIAL_PATTERN. */
function verifySerial(serial: string, { forwardedFor }: Forwarded = {}): Promise<UpstreamResult<Verification | null>> {
  return publicCall(api.verifyProduct(serial), shownVerificationSchema, { ...CACHED_READ, forwardedFor });
}

/**
 * How a check came out. A serial that is empty, malformed or not verified is `rejected` with the
 * status the answer takes (422, 404); a failed call keeps the API's error, which the route handler
 * turns into a status as every other handler does (lib/http/handler.ts).
 */
export type SerialCheck =
  | { ok: true; serial: string; verification: Verification }
  | { ok: false; serial: string; message: string; rejected: 404 | 422 }
  | { ok: false; serial: string; message: string; error: UpstreamError };

/**
 * The whole check: the serial is trimmed and checked like the API does (a malformed one never
 * reaches the API), then verified. Only a `verified` status counts; the API's own message is kept,
 * else the spec's.
 */
export async function checkSerial(raw: string, forwarded: Forwarded = {}): Promise<SerialCheck> {
  const serial = raw.trim();
  if (!serial) return { ok: false, serial, message: VERIFY_MESSAGES.empty, rejected: 422 };
  if (!SERIAL_PATTERN.test(serial)) return { ok: false, serial, message: VERIFY_MESSAGES.malformed, rejected: 422 };

  const result = await verifySerial(serial, forwarded);
  if (result.ok) {
    if (result.data) return { ok: true, serial, verification: result.data };
    return { ok: false, serial, message: VERIFY_MESSAGES.notFound, rejected: 404 };
  }
  const { error } = result;
  const unavailable = isOutage(error) || error.kind === 'invalid-response';
  return { ok: false, serial, message: unavailable ? VERIFY_MESSAGES.unavailable : error.message?.trim() || VERIFY_MESSAGES.notFound, error };
}
