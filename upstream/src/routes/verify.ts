// Product authenticity by serial number (the Verify dialog). Public, so it is rate-limited per client
// and shows the artisan's shop but never the person behind it.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { SERIAL_PATTERN, serialPath, verificationAnswerSchema } from '../../../contract/api/verification';
import { products } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { ApiError, ok } from '../http/envelope';
import { answers, createApiRoute, fails, openApiRouter } from '../http/openapi';
import { loadProducts, type ProductJson } from '../catalog/product-json';
import { isListed } from '../catalog/listed';

const VERIFY_LIMIT = { limit: 30, windowMs: 60_000 };
const INVALID_SERIAL_MESSAGE = 'Serial number not found or invalid.';

/** The product as the Verify dialog shows it: no `shop.owner`, plus the artisan's story. */
export interface VerifiedProductJson extends Omit<ProductJson, 'shop'> {
  shop: Omit<ProductJson['shop'], 'owner'>;
  serial_number: string;
  master_artisan: string;
  artisan_country: string;
  artisan_location: string;
  artisan_rating: number;
  artisan_reviews: number;
  artisan_story: string;
  shop_url_slug: string;
  category_name: string;
  subcategory_name: string;
  division_name: string;
}

function toVerifiedProduct(product: ProductJson, serialNumber: string): VerifiedProductJson {
  // Listed field by field, so nothing about the owner can slip in when the product shape grows.
  const s = product.shop;
  const shop: VerifiedProductJson['shop'] = {
    shop_id: s.shop_id,
    shop_name: s.shop_name,
    shop_url_slug: s.shop_url_slug,
    shop_type: s.shop_type,
    description: s.description,
    location: s.location,
    country: s.country,
    rating_average: s.rating_average,
    reviews: s.reviews,
    years_of_experience: s.years_of_experience,
  };
  return {
    ...product,
    shop,
    serial_number: serialNumber,
    master_artisan: shop.shop_name,
    artisan_country: shop.country,
    artisan_location: shop.location,
    artisan_rating: shop.rating_average,
    artisan_reviews: shop.reviews,
    artisan_story: shop.description,
    shop_url_slug: shop.shop_url_slug,
    category_name: product.category.name,
    subcategory_name: product.division.subcategory.name,
    division_name: product.division.name,
  };
}

const verifyProduct = createApiRoute({
  method: 'get',
  path: '/verify-product/{serial}',
  tags: ['Catalogue'],
  summary: "Whether a serial number is a genuine product's: the product and the artisan's shop (no owner)",
  request: { params: z.object({ serial: serialPath }) },
  responses: {
    200: answers(verificationAnswerSchema, 'Product verified successfully'),
    404: fails("Serial number not found or invalid. (`data.verification.verification_status` is 'invalid')."),
    422: fails("The serial number is malformed (`data.serial`, and `data.verification.verification_status` 'invalid')."),
    429: fails('More than 30 checks a minute from this client.'),
  },
});

export function verifyRoutes() {
  return openApiRouter().openapi(verifyProduct, async (c) => {
    const { db, config, limiter } = c.var.deps;
    // Counted before anything else, so guessing malformed serials costs attempts too.
    await limiter.hit([`verify:${clientIp(c)}`], VERIFY_LIMIT, 'Too many verification attempts. Please try again in a minute.');

    const serial = c.req.valid('param').serial.trim();
    if (!SERIAL_PATTERN.test(serial)) {
      throw new ApiError(422, 'The serial number must be 1 to 64 letters, digits or hyphens.', {
        serial: ['The serial number must be 1 to 64 letters, digits or hyphens.'],
        verification: { verification_status: 'invalid' },
      });
    }
    // Serials are stored in uppercase; comparing the uppercased input keeps the unique index usable.
    const normalized = serial.toUpperCase();
    const [row] = await db
      .select({ id: products.id, serialNumber: products.serialNumber })
      .from(products)
      .where(and(eq(products.serialNumber, normalized), isListed));
    const [product] = row ? await loadProducts(db, [row.id], config.publicUrl) : [];
    if (!row?.serialNumber || !product) {
      throw new ApiError(404, INVALID_SERIAL_MESSAGE, { verification: { verification_status: 'invalid' } });
    }
    const verification = {
      verification_status: 'verified' as const,
      verification_date: new Date().toISOString(),
      product: toVerifiedProduct(product, row.serialNumber),
    };
    return ok(c, { verification }, 'Product verified successfully');
  });
}
