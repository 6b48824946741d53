// One product in depth: its detail, its reviews (read and write), the authenticity check by serial
// number, and the newsletter signup of the landing page. Every answer is parsed here and reshaped
// once; image URLs become paths on the storefront's own origin (`/media/...`).
import 'server-only';
import type { Verification } from '@/lib/domain/verification';
import { z } from 'zod';
import { VERIFY_MESSAGES } from '@/lib/messages/catalogue';
import { api } from '@/lib/routing/urls';
import { toProductSummary } from './catalog-normalise';
import { CACHED_READ, mapResult, publicCall, userCall, type UpstreamResult } from './client';
import { productDetailSchema } from '@/contract/api/catalog';
import { emptySchema, paginatorSchema } from '@/contract/api/envelope';
import { mediaUrlSchema } from '@/contract/api/media';
import type { ProductSummary } from '@/lib/domain/catalog';

export interface Forwarded {
  /** The browser's address, for the API's per-client rate limits. */
  forwardedFor?: string | null;
}

/* ---------------------------------------------------------------- product detail */

export interface ProductImage {
  /** Root-relative (`/media/...`). */
  src: string;
  alt: string;
}

export interface ProductShop {
  id: number;
  name: string;
  slug: string;
  type: 'brand' | 'individual';
  description: string;
  location: string;
  country: string;
  rating: number;
  reviews: number;
  yearsOfExperience: number;
}

/** Everything the product page shows (spec section 3, Product), on top of the card's summary. */
export interface ProductDetail extends ProductSummary {
  description: string;
  images: ProductImage[];
  serialNumber: string;
  shop: ProductShop;
  /** Category, subcategory and division names, in that order. */
  categories: string[];
  origin: string | null;
  verifiedAt: string | null;
  weight: string | null;
  barcode: string | null;
  isDigital: boolean;
  dimensions: string | null;
  tags: string[];
}

type ApiProductDetail = z.infer<typeof productDetailSchema>['product'];

function toProductDetail(p: ApiProductDetail): ProductDetail {
  return {
    ...toProductSummary(p),
    description: p.description,
    images: p.images.filter((i) => i.image_url).map((i) => ({ src: i.image_url, alt: i.alt_text || p.product_name })),
    serialNumber: p.serial_number,
    shop: {
      id: p.shop.shop_id,
      name: p.shop.shop_name,
      slug: p.shop.shop_url_slug,
      type: p.shop.shop_type,
      description: p.shop.description,
      location: p.shop.location,
      country: p.shop.country,
      rating: p.shop.rating_average,
      reviews: p.shop.reviews,
      yearsOfExperience: p.shop.years_of_experience,
    },
    categories: p.categories,
    origin: p.origin,
    verifiedAt: p.verifiedAt,
    weight: p.weight,
    barcode: p.barcode,
    isDigital: p.is_digital,
    dimensions: p.dimensions,
    tags: p.tags,
  };
}

export async function fetchProductDetail(id: number): Promise<UpstreamResult<ProductDetail>> {
  return mapResult(await publicCall(api.product(id), productDetailSchema, CACHED_READ), (d) => toProductDetail(d.product));
}

/* ---------------------------------------------------------------- reviews */

export const REVIEWS_PER_PAGE = 5;

const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number(),
  comment: z.string(),
  date: z.string(),
  reviewer_name: z.string().catch('A buyer'),
  // Worked out by the API from the reviewer's delivered orders; absent means not shown as verified.
  verified_purchase: z.boolean().catch(false),
});

const reviewPageSchema = paginatorSchema(reviewSchema).extend({
  summary: z.object({ rating_average: z.number(), review_count: z.number().int() }),
});

interface Review {
  id: number;
  rating: number;
  comment: string;
  /** ISO date. */
  date: string;
  reviewerName: string;
  /** The reviewer received the product (a delivered order of it): shown as "Verified purchase". */
  verifiedPurchase: boolean;
}

export interface ReviewPage {
  reviews: Review[];
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  /** The product's rating over all its reviews. */
  ratingAverage: number;
  reviewCount: number;
}

function toReviewPage(p: z.infer<typeof reviewPageSchema>): ReviewPage {
  return {
    reviews: p.data.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      date: r.date,
      reviewerName: r.reviewer_name,
      verifiedPurchase: r.verified_purchase,
    })),
    page: p.current_page,
    lastPage: Math.max(1, p.last_page),
    total: p.total,
    perPage: p.per_page,
    ratingAverage: p.summary.rating_average,
    reviewCount: p.summary.review_count,
  };
}

export async function fetchProductReviews(productId: number, page = 1, perPage = REVIEWS_PER_PAGE): Promise<UpstreamResult<ReviewPage>> {
  return mapResult(
    await publicCall(api.productReviews(productId), reviewPageSchema, { ...CACHED_READ, query: { page: page > 1 ? page : undefined, per_page: perPage } }),
    toReviewPage,
  );
}

/** A signed-in buyer's review: one per buyer and product (a second is a 409). */
export function createProductReview(token: string, productId: number, input: { rating: number; comment: string }) {
  return userCall(token, api.productReviews(productId), emptySchema, { method: 'POST', body: input });
}

/* ---------------------------------------------------------------- authenticity check */

/** What the API accepts as a serial number (upstream/src/routes/verify.ts). */
const SERIAL_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

// Only the fields the Verify dialog and page show: zod drops everything else, so nothing reaches
// the browser that the screens do not need (the API already leaves out the shop's owner).
const verifiedProductSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  serial_number: z.string(),
  images: z.array(z.object({ image_url: mediaUrlSchema, alt_text: z.string().catch('') })),
  shop: z.object({
    shop_name: z.string(),
    shop_url_slug: z.string(),
    location: z.string(),
    country: z.string(),
    rating_average: z.number(),
    description: z.string(),
  }),
  category: z.object({ name: z.string() }),
  division: z.object({ name: z.string(), subcategory: z.object({ name: z.string() }) }),
  origin: z.string().nullable(),
  verifiedAt: z.string().nullable(),
});

const verificationDataSchema = z.object({
  verification: z.object({
    verification_status: z.string(),
    verification_date: z.string(),
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

/** `GET /verify-product/{serial}`. The serial must already be trimmed and match SERIAL_PATTERN. */
async function verifySerial(serial: string, { forwardedFor }: Forwarded = {}): Promise<UpstreamResult<VerificationJson>> {
  return mapResult(await publicCall(api.verifyProduct(serial), verificationDataSchema, { ...CACHED_READ, forwardedFor }), (d) => d.verification);
}

/* ---------------------------------------------------------------- newsletter */

export function subscribeNewsletter(email: string, { forwardedFor }: Forwarded = {}) {
  return publicCall(api.newsletterSubscribe, emptySchema, { method: 'POST', body: { email }, forwardedFor });
}

/* ---------------------------------------------------------------- authenticity check, as answered */

export type SerialCheck =
  { ok: true; serial: string; verification: Verification } | { ok: false; serial: string; status: number; message: string; retryAfter: number | null };

/**
 * The whole check as the dialog's route and the /verify/{serial} page answer it: the serial is
 * trimmed and checked like the API does (a malformed one never reaches the API), then verified.
 * Only a `verified` status counts; the API's own message is kept, else the spec's.
 */
export async function checkSerial(raw: string, forwarded: Forwarded = {}): Promise<SerialCheck> {
  const serial = raw.trim();
  if (!serial) return { ok: false, serial, status: 422, message: VERIFY_MESSAGES.empty, retryAfter: null };
  if (!SERIAL_PATTERN.test(serial)) return { ok: false, serial, status: 422, message: VERIFY_MESSAGES.malformed, retryAfter: null };

  const result = await verifySerial(serial, forwarded);
  if (result.ok) {
    if (result.data.verification_status === 'verified') return { ok: true, serial, verification: toVerification(result.data) };
    return { ok: false, serial, status: 404, message: VERIFY_MESSAGES.notFound, retryAfter: null };
  }
  const { error } = result;
  if (error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && error.status >= 500)) {
    return { ok: false, serial, status: 503, message: VERIFY_MESSAGES.unavailable, retryAfter: null };
  }
  if (error.kind === 'invalid-response') return { ok: false, serial, status: 502, message: VERIFY_MESSAGES.unavailable, retryAfter: null };
  return {
    ok: false,
    serial,
    status: error.status === 429 ? 429 : error.status === 422 ? 422 : 404,
    message: error.message?.trim() || VERIFY_MESSAGES.notFound,
    retryAfter: error.status === 429 ? (error.retryAfter ?? 60) : null,
  };
}
