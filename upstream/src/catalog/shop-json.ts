// The shape of a shop in answers (spec section 3), with its count of products a buyer can order.
import { and, count, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, type shops } from '../db/schema';
import { isListed } from './listed';
import { mediaUrl } from './product-json';

type ShopRow = typeof shops.$inferSelect;

/** Spec section 4 and 9: two or more years of experience is "Experienced". */
export const EXPERIENCED_YEARS = 2;

export interface ShopJson {
  shop_id: number;
  shop_name: string;
  shop_url_slug: string;
  shop_type: 'brand' | 'individual';
  location: string;
  country: string;
  rating_average: number;
  reviews: number;
  years_of_experience: number;
  experience_label: 'Experienced' | 'New Seller';
  description: string;
  banner_image_url: string;
  logo_image_url: string | null;
  email: string | null;
  phone_number: string | null;
  totalActiveProducts: number;
  /** An admin checked the shop (issue 33): its page shows the verified badge. */
  verified: boolean;
  /** When the shop's own details last changed: the storefront's sitemap gives it as lastmod. */
  updated_at: string;
}

function experienceLabel(years: number): ShopJson['experience_label'] {
  return years >= EXPERIENCED_YEARS ? 'Experienced' : 'New Seller';
}

export function toShopJson(row: ShopRow, activeProducts: number, publicUrl: string): ShopJson {
  return {
    shop_id: row.id,
    shop_name: row.shopName,
    shop_url_slug: row.shopUrlSlug,
    shop_type: row.shopType,
    location: row.location,
    country: row.country,
    rating_average: row.ratingAverage,
    reviews: row.reviews,
    years_of_experience: row.yearsOfExperience,
    experience_label: experienceLabel(row.yearsOfExperience),
    description: row.description,
    banner_image_url: mediaUrl(publicUrl, row.bannerImageUrl),
    logo_image_url: row.logoImageUrl ? mediaUrl(publicUrl, row.logoImageUrl) : null,
    // The shop's public contact (the Contact Brand modal), not its owner's account.
    email: row.email,
    phone_number: row.phoneNumber,
    totalActiveProducts: activeProducts,
    verified: row.verified,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Products in stock per shop, for the given shops only. */
export async function countActiveProducts(db: Database, shopIds: number[]): Promise<Map<number, number>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db
    .select({ shopId: products.shopId, n: count() })
    .from(products)
    .where(and(inArray(products.shopId, shopIds), gt(products.stock, 0), isListed))
    .groupBy(products.shopId);
  return new Map(rows.map((r) => [r.shopId, r.n]));
}
