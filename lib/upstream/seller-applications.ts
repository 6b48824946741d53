// A buyer's application to sell (issue 32, point 1): their latest one (GET
// /seller/applications/mine, a 404 when they never applied) and a new one. Every call carries the
// caller's token and is never cached.
import 'server-only';
import type { z } from 'zod';
import type { SellerApplication } from '@/lib/domain/seller';
import { api } from '@/lib/routing/urls';
import { sellerApplicationBodySchema, sellerApplicationSchema as applicationAnswer } from '@/contract/api/seller-applications';
import { userCall } from './client';

/** The application as the storefront reads it (camelCase); the console's list reads it too. */
export const toSellerApplication = (a: z.output<typeof applicationAnswer>): SellerApplication => ({
  id: a.id,
  shopName: a.shop_name,
  shopType: a.shop_type,
  country: a.country,
  location: a.location,
  description: a.description,
  phone: a.phone,
  mpesaNumber: a.mpesa_number,
  yearsOfExperience: a.years_of_experience,
  state: a.state,
  declineReason: a.decline_reason,
  shopSlug: a.shop_url_slug,
  decidedAt: a.decided_at,
  createdAt: a.created_at,
});

const sellerApplicationSchema = applicationAnswer.transform(toSellerApplication);

/** The caller's latest application; a 404 when they never applied. */
export function getMyApplication(token: string) {
  return userCall(token, api.mySellerApplication, sellerApplicationSchema);
}

export function applyToSell(token: string, input: z.output<typeof sellerApplicationBodySchema>) {
  return userCall(token, api.sellerApplications, sellerApplicationSchema, {
    method: 'POST',
    body: input satisfies z.input<typeof sellerApplicationBodySchema>,
  });
}
