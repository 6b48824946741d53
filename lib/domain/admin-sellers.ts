// The console's sellers (issue 33, point 3) as its pages show them: applications with their
// applicant, and shops with their owner, standing, verified mark and product count.
import type { ShopStatus } from '@/contract/rules/shop-status';
import type { ShopType } from './catalog';
import type { PersonRef } from './person';
import type { SellerApplication } from './seller';

export interface AdminSellerApplication extends SellerApplication {
  applicant: PersonRef;
}

export interface AdminShop {
  id: number;
  name: string;
  slug: string;
  type: ShopType;
  country: string;
  status: ShopStatus;
  /** Why it was suspended; null while active. */
  suspendedReason: string | null;
  verified: boolean;
  /** Every product of the shop, whatever its state. */
  products: number;
  owner: PersonRef | null;
  createdAt: string;
}

/** What an admin does to an application, and to a shop (each a route handler's step). */
export type ApplicationStep = 'approve' | 'decline';
export type ShopStep = 'suspend' | 'restore' | 'verify' | 'unverify';
