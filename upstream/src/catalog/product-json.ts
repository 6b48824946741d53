// The one shape in which the API shows a product (spec section 3), used by every route that
// returns products: catalogue, wishlist, cart, orders, verification.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface ProductJson {
  product_id: number;
  product_name: string;
  sku: string;
  base_price: number;
  description: string;
  images: { image_url: string; alt_text: string }[];
  shop: {
    shop_id: number;
    shop_name: string;
    shop_url_slug: string;
    shop_type: 'brand' | 'individual';
    description: string;
    location: string;
    country: string;
    rating_average: number;
    reviews: number;
    years_of_experience: number;
    owner: { name: string } | null;
  };
  categories: string[];
  category: { category_id: number; name: string };
  division: {
    division_id: number;
    name: string;
    subcategory: { subcategory_id: number; name: string; category: { category_id: number; name: string } };
  };
  origin: string | null;
  verifiedAt: string | null;
  weight: string | null;
  barcode: string | null;
  is_digital: boolean;
  dimensions: string | null;
  tags: string[];
  stock: number;
  in_stock: boolean;
  is_featured: boolean;
  rating_average: number;
  review_count: number;
  created_at: string;
}

/**
 * One product as the database function catalogue_products builds it (see the migration
 * catalogue_products_function): the columns the answer shows, with the shop, its owner's name, the
 * product's place in the category tree and its images as [url, alt text] in display order. Only the
 * columns shown are read: the search vector, for one, is as big as the rest of the row.
 */
export interface ProductRecord {
  id: number;
  product_name: string;
  sku: string;
  /** Null until the product is first published. */
  serial_number: string | null;
  base_price: number;
  description: string;
  origin: string | null;
  /** A timestamp as PostgreSQL writes it in JSON. */
  verified_at: string | null;
  weight: string | null;
  barcode: string | null;
  is_digital: boolean;
  dimensions: string | null;
  tags: string[];
  stock: number;
  is_featured: boolean;
  rating_average: number;
  review_count: number;
  created_at: string;
  shop: {
    id: number;
    shop_name: string;
    shop_url_slug: string;
    shop_type: 'brand' | 'individual';
    description: string;
    location: string;
    country: string;
    rating_average: number;
    reviews: number;
    years_of_experience: number;
    owner_name: string | null;
  };
  category: { id: number; name: string };
  division: { id: number; name: string };
  subcategory: { id: number; name: string };
  subcategory_category: { id: number; name: string };
  images: [imageUrl: string, altText: string][];
}

/** Absolute media links, so the storefront (or anyone) can load them from the API's host. */
export function mediaUrl(publicUrl: string, path: string | null | undefined): string {
  if (!path) return '';
  return /^https?:\/\//.test(path) ? path : `${publicUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function toProductJson(row: ProductRecord, publicUrl: string): ProductJson {
  return {
    product_id: row.id,
    product_name: row.product_name,
    sku: row.sku,
    base_price: row.base_price,
    description: row.description,
    images: row.images.map(([imageUrl, altText]) => ({ image_url: mediaUrl(publicUrl, imageUrl), alt_text: altText })),
    shop: {
      shop_id: row.shop.id,
      shop_name: row.shop.shop_name,
      shop_url_slug: row.shop.shop_url_slug,
      shop_type: row.shop.shop_type,
      description: row.shop.description,
      location: row.shop.location,
      country: row.shop.country,
      rating_average: row.shop.rating_average,
      reviews: row.shop.reviews,
      years_of_experience: row.shop.years_of_experience,
      owner: row.shop.owner_name === null ? null : { name: row.shop.owner_name },
    },
    categories: [row.category.name, row.subcategory.name, row.division.name],
    category: { category_id: row.category.id, name: row.category.name },
    division: {
      division_id: row.division.id,
      name: row.division.name,
      subcategory: {
        subcategory_id: row.subcategory.id,
        name: row.subcategory.name,
        category: { category_id: row.subcategory_category.id, name: row.subcategory_category.name },
      },
    },
    origin: row.origin,
    verifiedAt: row.verified_at === null ? null : new Date(row.verified_at).toISOString(),
    weight: row.weight,
    barcode: row.barcode,
    is_digital: row.is_digital,
    dimensions: row.dimensions,
    tags: row.tags,
    stock: row.stock,
    in_stock: row.stock > 0,
    is_featured: row.is_featured,
    rating_average: row.rating_average,
    review_count: row.review_count,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The records of products by id, in the order of `ids` (missing ids are skipped). */
export async function loadProductRecords(db: Database, ids: number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`select product from catalogue_products(${sql.param([...new Set(ids)])}::int[]) as product`);
  // Both drivers answer `{ rows }` and parse json columns.
  const records = (result as unknown as { rows: { product: ProductRecord }[] }).rows.map((r) => r.product);
  const byId = new Map(records.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Loads products by id and returns them in the order of `ids` (missing ids are skipped). */
export async function loadProducts(db: Database, ids: number[], publicUrl: string): Promise<ProductJson[]> {
  return (await loadProductRecords(db, ids)).map((row) => toProductJson(row, publicUrl));
}
