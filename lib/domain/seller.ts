// The seller's side as the storefront reads it (issue 32): a buyer's application to sell.
import type { SellerApplicationState } from '@/contract/rules/seller-applications';
import type { PRODUCT_LIST_STATUSES, ProductStatus } from '@/contract/rules/product-status';
import type { ShopSummary, ShopType } from './catalog';
import type { StatusTone } from './status';

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

// The seller's products (issue 32, point 3).

/** A product of the seller's own shop, in any state, as the seller centre shows and edits it. */
export interface SellerProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  stock: number;
  sku: string;
  status: ProductStatus;
  /** Issued on first publish; null for a draft never published. */
  serialNumber: string | null;
  categoryId: number;
  subcategoryId: number;
  divisionId: number;
  /** 'Category / Subcategory / Division', for the list. */
  placement: string;
  tags: string[];
  origin: string | null;
  weight: string | null;
  dimensions: string | null;
  maker: string | null;
  region: string | null;
  materials: string[];
  timeToMake: string | null;
  updatedAt: string;
}

/** One of a product's photos as its seller manages them; the first (position 0) is the main one. */
export interface SellerPhoto {
  id: number;
  /** A root-relative `/media/...` path. */
  url: string;
  alt: string;
  position: number;
  /** In px as stored; null for an image the seed made. */
  width: number | null;
  height: number | null;
}

/** The product with its photos, as its own page in the seller centre reads it. */
export interface SellerProductDetail extends SellerProduct {
  photos: SellerPhoto[];
}

/** What the seller's list filters by: a state, or active products with no stock left. */
export type SellerProductListStatus = (typeof PRODUCT_LIST_STATUSES)[number];

/** The steps a product takes from the seller centre besides saving it. */
export const SELLER_PRODUCT_STEPS = ['publish', 'unpublish', 'archive'] as const;
export type SellerProductStep = (typeof SELLER_PRODUCT_STEPS)[number];

/** What the seller's list shows for a product's state: an active product with no stock is out of stock. */
export function sellerProductState(product: Pick<SellerProduct, 'status' | 'stock'>): { label: string; tone: StatusTone } {
  if (product.status === 'draft') return { label: 'Draft', tone: 'yellow' };
  if (product.status === 'archived') return { label: 'Archived', tone: 'blue' };
  return product.stock > 0 ? { label: 'Active', tone: 'green' } : { label: 'Out of stock', tone: 'red' };
}

// The shop's profile (issue 32, point 6).

/** The seller's own shop as /seller/shop edits it: what buyers see of it, and when it last changed. */
export interface SellerShop extends ShopSummary {
  updatedAt: string;
  /** Where payouts go (E.164); the seller's own, never shown to buyers. */
  mpesaNumber: string | null;
}
