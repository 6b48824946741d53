// A product's photos as its seller manages them (issue 32, point 3): add (one or more files, all
// checked before any is kept), remove, and reorder (the first is the main photo). Every change is
// scoped to the seller's shop, so another shop's product is not found; a published product keeps
// at least one photo, and the storefront is told when a public product's photos change.
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { sellerProductImageSchema } from '../../../contract/api/seller-images';
import { IMAGE_MESSAGES, MAX_PRODUCT_IMAGES, STORED_IMAGE_WIDTH } from '../../../contract/rules/images';
import type { Executor } from '../account/db';
import { mediaUrl } from '../catalog/product-json';
import type { Database } from '../db/client';
import { productImages, products } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { prepareImage, type PreparedImage } from '../media/images';
import { deleteImages, storeImage } from '../media/uploads';
import { announce, lockOwnProduct, type ListingPlace } from './products';

type SellerProductImage = z.infer<typeof sellerProductImageSchema>;

/** Removing the last photo of a published product would leave buyers a product without a picture. */
export const LAST_PHOTO_OF_ACTIVE = 'A published product needs at least one photo.';
export const ORDER_MUST_NAME_EVERY_PHOTO = 'image_ids must name every photo of the product, each once.';

/** How many photos a product has. */
export async function countImages(db: Executor, productId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(productImages).where(eq(productImages.productId, productId));
  return n;
}

/** The photos of these products, main first, keyed by product. */
export async function loadSellerImages(db: Executor, productIds: number[], publicUrl: string): Promise<Map<number, SellerProductImage[]>> {
  const byProduct = new Map<number, SellerProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position), asc(productImages.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({
      id: row.id,
      image_url: mediaUrl(publicUrl, row.imageUrl),
      alt_text: row.altText,
      position: row.position,
      width: row.width,
      height: row.height,
    });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

async function imagesOf(db: Executor, productId: number, publicUrl: string): Promise<{ images: SellerProductImage[] }> {
  return { images: (await loadSellerImages(db, [productId], publicUrl)).get(productId) ?? [] };
}

/** Tells the storefront, once committed, when the product is public: its gallery and cards show the main photo. */
const photosChanged = (product: ListingPlace) => announce(product, product);

/** Another shop's product, or none, is a 404 before any file is looked at. */
export async function assertOwnProduct(db: Executor, shopId: number, productId: number): Promise<void> {
  const [own] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)));
  if (!own) throw notFound('Product');
}

/**
 * One change to a product's photos: in a transaction under the product's lock (another shop's is a
 * 404), the product's updated_at moved with it; once committed the storefront is told, and the
 * answer is the photos as they now stand.
 */
async function changePhotos(
  db: Database,
  shopId: number,
  productId: number,
  publicUrl: string,
  change: (tx: Executor, product: Awaited<ReturnType<typeof lockOwnProduct>>) => Promise<void>,
) {
  const product = await db.transaction(async (tx) => {
    const product = await lockOwnProduct(tx, shopId, productId);
    await change(tx, product);
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    return product;
  });
  photosChanged(product);
  return imagesOf(db, productId, publicUrl);
}

/** Checks the product and the count first, then every file, then keeps them all (after the present photos) or none. */
export async function addProductImages(db: Database, shopId: number, productId: number, files: Uint8Array[], field: string, publicUrl: string) {
  await assertOwnProduct(db, shopId, productId);
  const tooMany = () => new ApiError(422, IMAGE_MESSAGES.tooMany, { [field]: [IMAGE_MESSAGES.tooMany] });
  if ((await countImages(db, productId)) + files.length > MAX_PRODUCT_IMAGES) throw tooMany();
  // One at a time: each decoded picture is freed before the next is read.
  const prepared: PreparedImage[] = [];
  for (const file of files) prepared.push(await prepareImage(file, STORED_IMAGE_WIDTH, field));
  return changePhotos(db, shopId, productId, publicUrl, async (tx) => {
    // Counted again under the lock: two uploads at once may not pass the limit together.
    if ((await countImages(tx, productId)) + prepared.length > MAX_PRODUCT_IMAGES) throw tooMany();
    const [{ last }] = await tx
      .select({ last: max(productImages.position) })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    const [{ name }] = await tx.select({ name: products.productName }).from(products).where(eq(products.id, productId));
    let position = last === null ? 0 : last + 1;
    for (const image of prepared) {
      const imageUrl = await storeImage(tx, image, shopId);
      await tx.insert(productImages).values({ productId, imageUrl, altText: name, position, width: image.width, height: image.height });
      position += 1;
    }
  });
}

/** Positions 0, 1, 2... in the given order. */
async function renumber(tx: Executor, productId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(productImages)
      .set({ position })
      .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
  }
}

async function photoIds(tx: Executor, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((r) => r.id);
}

/** Removes one photo and its stored file; the others close ranks. */
export async function removeProductImage(db: Database, shopId: number, productId: number, imageId: number, publicUrl: string) {
  return changePhotos(db, shopId, productId, publicUrl, async (tx, product) => {
    const [image] = await tx
      .select({ imageUrl: productImages.imageUrl })
      .from(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
    if (!image) throw notFound('Image');
    const ids = await photoIds(tx, productId);
    if (product.status === 'active' && ids.length === 1) throw new ApiError(409, LAST_PHOTO_OF_ACTIVE);
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    // Another photo may share the file (none do today); the file goes only when no photo shows it.
    const [{ n }] = await tx.select({ n: count() }).from(productImages).where(eq(productImages.imageUrl, image.imageUrl));
    if (n === 0) await deleteImages(tx, [image.imageUrl]);
    await renumber(
      tx,
      productId,
      ids.filter((id) => id !== imageId),
    );
  });
}

/** Puts the photos in the given order (every photo's id once); the first becomes the main photo. */
export async function reorderProductImages(db: Database, shopId: number, productId: number, order: number[], publicUrl: string) {
  return changePhotos(db, shopId, productId, publicUrl, async (tx) => {
    const present = await photoIds(tx, productId);
    const named = new Set(order);
    if (named.size !== order.length || order.length !== present.length || !present.every((id) => named.has(id))) {
      throw new ApiError(422, ORDER_MUST_NAME_EVERY_PHOTO, { image_ids: [ORDER_MUST_NAME_EVERY_PHOTO] });
    }
    await renumber(tx, productId, order);
  });
}
