// Product authenticity by serial number (GET /verify-product/{serial}, the Verify dialog): the
// product with the artisan's story, never the person behind the shop.
import { z } from 'zod';
import { productSchema } from './catalog';

/** A serial number as both programs accept it, once trimmed: anything else is refused before a lookup. */
export const SERIAL_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const serialPath = z.string().meta({
  description: 'The serial number, trimmed: 1 to 64 letters, digits or hyphens (anything else is a 422), in any case.',
  example: 'AFC-KE01-0001',
});

export const verifiedProductSchema = productSchema
  .extend({
    serial_number: z.string(),
    master_artisan: z.string().meta({ description: "The shop's name." }),
    artisan_country: z.string(),
    artisan_location: z.string(),
    artisan_rating: z.number(),
    artisan_reviews: z.number().int(),
    artisan_story: z.string().meta({ description: "The shop's description." }),
    shop_url_slug: z.string(),
    category_name: z.string(),
    subcategory_name: z.string(),
    division_name: z.string(),
  })
  .meta({ id: 'VerifiedProduct' });

export const verificationSchema = z.object({
  verification_status: z.literal('verified'),
  verification_date: z.string().meta({ description: 'When the check was made (ISO 8601).' }),
  product: verifiedProductSchema,
});

export const verificationAnswerSchema = z.object({ verification: verificationSchema });
