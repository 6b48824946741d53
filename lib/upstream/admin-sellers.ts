// The console's sellers (issue 33, point 3), read and written with the admin's token: the
// applications queue and its decisions (approve; decline with a reason), and the shops (search,
// status, verified, page) with their steps (suspend with a reason, restore, verify, unverify).
// The API checks the role on every call. Never cached.
import 'server-only';
import type { z } from 'zod';
import { adminShopSchema as shopAnswer } from '@/contract/api/admin-shops';
import type { SellerApplicationState } from '@/contract/rules/seller-applications';
import type { ShopStatus } from '@/contract/rules/shop-status';
import { adminSellerApplicationSchema, sellerApplicationSchema } from '@/contract/api/seller-applications';
import type { AdminSellerApplication, AdminShop, ApplicationStep, ShopStep } from '@/lib/domain/admin-sellers';
import type { Page } from '@/lib/domain/catalog';
import type { SellerApplication } from '@/lib/domain/seller';
import { api } from '@/lib/routing/urls';
import { userCall, type UpstreamResult } from './client';
import { pageSchema } from './page';
import { toSellerApplication } from './seller-applications';

const applicationPageSchema = pageSchema(
  adminSellerApplicationSchema.transform((a): AdminSellerApplication => ({ ...toSellerApplication(a), applicant: a.applicant })),
);

const toAdminShop = (s: z.output<typeof shopAnswer>): AdminShop => ({
  id: s.shop_id,
  name: s.shop_name,
  slug: s.shop_url_slug,
  type: s.shop_type,
  country: s.country,
  status: s.status,
  suspendedReason: s.suspended_reason,
  verified: s.verified,
  products: s.products,
  owner: s.owner,
  createdAt: s.created_at,
});

const shopSchema = shopAnswer.transform(toAdminShop);
const shopPageSchema = pageSchema(shopSchema);

/** The queue, waiting applications first, oldest first: every state, or the one asked for. */
export function listSellerApplications(token: string, page: number, state?: SellerApplicationState): Promise<UpstreamResult<Page<AdminSellerApplication>>> {
  return userCall(token, api.adminSellerApplications, applicationPageSchema, { query: { page, state } });
}

/** Approve, or decline with the reason the applicant is mailed; a 409 once decided. */
export function decideSellerApplication(token: string, id: number, step: ApplicationStep, reason?: string): Promise<UpstreamResult<SellerApplication>> {
  return userCall(token, api.adminApplicationStep(id, step), sellerApplicationSchema.transform(toSellerApplication), {
    method: 'POST',
    body: step === 'decline' ? { reason } : undefined,
  });
}

interface AdminShopQuery {
  page: number;
  search?: string;
  status?: ShopStatus;
  verified?: boolean;
}

export function listAdminShops(token: string, query: AdminShopQuery): Promise<UpstreamResult<Page<AdminShop>>> {
  return userCall(token, api.adminShops, shopPageSchema, {
    query: { page: query.page, search: query.search, status: query.status, verified: query.verified },
  });
}

/** Suspend (with the reason the seller is mailed), restore, verify or unverify; a 409 when the step does not apply. */
export function moveAdminShop(token: string, id: number, step: ShopStep, reason?: string): Promise<UpstreamResult<AdminShop>> {
  return userCall(token, api.adminShopStep(id, step), shopSchema, { method: 'POST', body: step === 'suspend' ? { reason } : undefined });
}
