// The console's sellers (issue 33, point 3): a decision on an application or a step on a shop
// answers its message and the new state; the page is read again for the rest.
import * as z from 'zod/mini';
import { SELLER_APPLICATION_STATES } from '@/contract/rules/seller-applications';
import { SHOP_STATUSES } from '@/contract/rules/shop-status';

/** POST /api/admin/seller-applications/{id}/approve and /decline. */
export const applicationDecisionAnswer = z.object({ message: z.string(), state: z.enum(SELLER_APPLICATION_STATES) });

/** POST /api/admin/shops/{id}/suspend, /restore, /verify, /unverify. */
export const adminShopStepAnswer = z.object({ message: z.string(), status: z.enum(SHOP_STATUSES), verified: z.boolean() });
