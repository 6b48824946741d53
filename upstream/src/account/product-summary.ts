// The small product reference shown beside a buyer's own records (reviews): name and first image,
// without loading the full product shape.
import { asc, inArray } from 'drizzle-orm';
import { mediaUrl } from '../catalog/product-json';
import { productImages, products } from '../db/schema';
import type { Executor } from './db';

export interface ProductSummary {
  product_id: number;
  product_name: string;
  image_url: string;
}

export async function loadProductSummaries(db: Executor, ids: number[], publicUrl: string): Promise<Map<number, ProductSummary>> {
  const unique = [...new Set(ids)];
  const out = new Map<number, ProductSummary>();
  if (unique.length === 0) return out;
  const [rows, images] = await Promise.all([
    db.select({ id: products.id, name: products.productName }).from(products).where(inArray(products.id, unique)),
    db
      .select({ productId: productImages.productId, imageUrl: productImages.imageUrl })
      .from(productImages)
      .where(inArray(productImages.productId, unique))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
  ]);
  const firstImage = new Map<number, string>();
  for (const image of images) if (!firstImage.has(image.productId)) firstImage.set(image.productId, image.imageUrl);
  for (const row of rows) {
    out.set(row.id, { product_id: row.id, product_name: row.name, image_url: mediaUrl(publicUrl, firstImage.get(row.id)) });
  }
  return out;
}
