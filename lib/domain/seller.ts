// The seller's side as the storefront reads it (issue 32): a buyer's application to sell.
import type { SellerApplicationState } from '@/contract/rules/seller-applications';
import type { ShopType } from './catalog';

export interface SellerApplication {
  id: number;
  shopName: string;
  shopType: ShopType;
  country: string;
  location: string;
  description: string;
  phone: string;
  mpesaNumber: string;
  yearsOfExperience: number;
  state: SellerApplicationState;
  /** Why it was declined; null unless declined. */
  declineReason: string | null;
  /** The shop approval created; null until approved. */
  shopSlug: string | null;
  decidedAt: string | null;
  createdAt: string;
}
