// The shop's profile: a save, an upload or a removal answers its message and the shop as it now stands.
import * as z from 'zod/mini';
import type { SellerShop } from '@/lib/domain/seller';
import { id } from './common';

const maybeText = () => z.nullable(z.string());

const shop = z.object({
  id: id(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(['brand', 'individual']),
  location: z.string(),
  country: z.string(),
  rating: z.number(),
  reviews: id(),
  yearsOfExperience: id(),
  experienceLabel: z.string(),
  description: z.string(),
  banner: maybeText(),
  logo: maybeText(),
  email: maybeText(),
  phone: maybeText(),
  activeProducts: id(),
  verified: z.boolean(),
  updatedAt: z.string(),
  mpesaNumber: maybeText(),
}) satisfies z.ZodMiniType<SellerShop>;

/** PATCH /api/seller/shop, POST and DELETE /api/seller/shop/images/{kind}. */
export const sellerShopAnswer = z.object({ message: z.string(), shop });
