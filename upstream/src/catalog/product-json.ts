// The one shape in which the API shows a product (spec section 3), used by every route that
// returns products: catalogue, wishlist, cart, orders, verification.
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';

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

type ProductRow = Awaited<ReturnType<typeof findProductRows>>[number];

function findProductRows(db: Database, ids: number[]) {
  return db.query.products.findMany({
    where: inArray(products.id, ids),
    with: {
      images: { columns: { imageUrl: true, altText: true, position: true } },
      shop: { with: { owner: { columns: { name: true } } } },
      category: true,
      division: { with: { subcategory: { with: { category: true } } } },
    },
  });
}

/** Absolute media links, so the storefront (or anyone) can load them from the API's host. */
export function mediaUrl(publicUrl: string, path: string | null | undefined): string {
  if (!path) return '';
  return /^https?:\/\//.test(path) ? path : `${publicUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function toProductJson(row: ProductRow, publicUrl: string): ProductJson {
  const division = row.division;
  const subcategory = division.subcategory;
  const images = [...row.images].sort((a, b) => a.position - b.position);
  return {
    product_id: row.id,
    product_name: row.productName,
    sku: row.sku,
    base_price: row.basePrice,
    description: row.description,
    images: images.map((i) => ({ image_url: mediaUrl(publicUrl, i.imageUrl), alt_text: i.altText })),
    shop: {
      shop_id: row.shop.id,
      shop_name: row.shop.shopName,
      shop_url_slug: row.shop.shopUrlSlug,
      shop_type: row.shop.shopType,
      description: row.shop.description,
      location: row.shop.location,
      country: row.shop.country,
      rating_average: row.shop.ratingAverage,
      reviews: row.shop.reviews,
      years_of_experience: row.shop.yearsOfExperience,
      owner: row.shop.owner ? { name: row.shop.owner.name } : null,
    },
    categories: [row.category.name, subcategory.name, division.name],
    category: { category_id: row.category.id, name: row.category.name },
    division: {
      division_id: division.id,
      name: division.name,
      subcategory: {
        subcategory_id: subcategory.id,
        name: subcategory.name,
        category: { category_id: subcategory.category.id, name: subcategory.category.name },
      },
    },
    origin: row.origin,
    verifiedAt: row.verifiedAt ? row.verifiedAt.toISOString() : null,
    weight: row.weight,
    barcode: row.barcode,
    is_digital: row.isDigital,
    dimensions: row.dimensions,
    tags: row.tags,
    stock: row.stock,
    in_stock: row.stock > 0,
    is_featured: row.isFeatured,
    rating_average: row.ratingAverage,
    review_count: row.reviewCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** Loads products by id and returns them in the order of `ids` (missing ids are skipped). */
export async function loadProducts(db: Database, ids: number[], publicUrl: string): Promise<ProductJson[]> {
  if (ids.length === 0) return [];
  const rows = await findProductRows(db, [...new Set(ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductJson(row, publicUrl)] : [];
  });
}
