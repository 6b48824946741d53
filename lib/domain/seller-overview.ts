// The seller centre's overview as the storefront reads it (GET /seller/overview, issue 32).
import type { FulfilmentState } from '@/contract/rules/status';

export interface SellerShopRating {
  id: number;
  name: string;
  slug: string;
  ratingAverage: number;
  reviewCount: number;
}

/** A paid order of the seller's shop waiting to be shipped. */
export interface OrderToShip {
  id: number;
  orderNumber: string;
  buyerName: string;
  state: FulfilmentState;
  isNew: boolean;
  itemCount: number;
  total: number;
  createdAt: string;
}

export interface LowStockProduct {
  id: number;
  name: string;
  sku: string;
  stock: number;
}

export interface ShopReview {
  id: number;
  productId: number;
  productName: string;
  reviewerName: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export interface SellerOverview {
  shops: SellerShopRating[];
  toShip: { count: number; orders: OrderToShip[] };
  /** Shillings: the shop's paid lines this month, what its cancellations refunded, and the difference. */
  salesThisMonth: { month: string; paid: number; refunded: number; net: number };
  lowStock: { threshold: number; count: number; products: LowStockProduct[] };
  latestReviews: ShopReview[];
}
