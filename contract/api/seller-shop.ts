// The shop's profile as its seller edits it at /seller/shop (issue 32, point 6): description,
// location, country, contact e-mail and phone, the M-Pesa number payouts go to (issue 34), and the
// logo and banner (contract/rules/images.ts).
import { z } from 'zod';
import { SHOP_IMAGE_KINDS } from '../rules/images';
import { normaliseSafaricomPhone } from '../rules/phone';
import { emailField, phoneField, requiredText } from './fields';
import { withFallback } from './media';
import { INVALID_MPESA_NUMBER } from './seller-applications';
import { shopSummarySchema } from './shops';

export const sellerShopSchema = shopSummarySchema
  .extend({
    updated_at: z.string(),
    mpesa_number: withFallback(z.string().nullable(), null).meta({
      description: "Where the shop's payouts go (E.164, a Safaricom number); the seller's own, never shown to buyers.",
    }),
  })
  .meta({ id: 'SellerShop' });

/** `GET /seller/shop`, `PATCH /seller/shop` and the image routes answer the shop as it now stands. */
export const sellerShopAnswerSchema = z.object({ shop: sellerShopSchema });

export const SHOP_PROFILE_LIMITS = { description: 2000, location: 120, country: 80 } as const;

/** `PATCH /seller/shop`: any of these; at least one. An empty e-mail or phone clears it. */
export const sellerShopChangeSchema = z
  .object({
    description: z
      .string({ error: 'The description must be text.' })
      .trim()
      .max(SHOP_PROFILE_LIMITS.description, `The description may not be longer than ${SHOP_PROFILE_LIMITS.description} characters.`)
      .optional(),
    location: requiredText({ required: 'The location is required.', max: SHOP_PROFILE_LIMITS.location, label: 'The location' }).optional(),
    country: requiredText({ required: 'The country is required.', max: SHOP_PROFILE_LIMITS.country, label: 'The country' }).optional(),
    email: z
      .union([z.literal('').transform(() => null), emailField('Please enter a valid email address.')])
      .nullable()
      .optional(),
    phone_number: z
      .union([z.literal('').transform(() => null), phoneField()])
      .nullable()
      .optional(),
    mpesa_number: z
      .union([z.literal('').transform(() => null), phoneField(INVALID_MPESA_NUMBER, normaliseSafaricomPhone)], { error: INVALID_MPESA_NUMBER })
      .nullable()
      .optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
    path: ['description'],
  });

/** `/seller/shop/images/{kind}`: the logo or the banner. */
export const sellerShopImageParamsSchema = z.object({
  kind: z.enum(SHOP_IMAGE_KINDS, { error: 'The image must be the logo or the banner.' }),
});
