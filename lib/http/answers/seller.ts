// The seller's side: a new application to sell answers the application as it stands.
import * as z from 'zod/mini';
import type { SellerApplication } from '@/lib/domain/seller';
import { SELLER_APPLICATION_STATES } from '@/contract/rules/seller-applications';
import { id } from './common';

const application = z.object({
  id: id(),
  shopName: z.string(),
  shopType: z.enum(['brand', 'individual']),
  country: z.string(),
  location: z.string(),
  description: z.string(),
  phone: z.string(),
  mpesaNumber: z.string(),
  yearsOfExperience: id(),
  state: z.enum(SELLER_APPLICATION_STATES),
  declineReason: z.nullable(z.string()),
  shopSlug: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  createdAt: z.string(),
}) satisfies z.ZodMiniType<SellerApplication>;

/** POST /api/seller/applications. */
export const sellerApplicationAnswer = z.object({ message: z.string(), application });
