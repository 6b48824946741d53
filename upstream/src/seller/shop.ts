// The shop's profile as its seller edits it (issue 32, point 6): description, location, country,
// contact e-mail and phone, and the logo and banner (uploaded through the same image pipeline as a
// product's photos, media/images.ts). A seller with several shops edits their first, as products
// do. The storefront is told after each change, so the public shop page and the galleries follow.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { sellerShopChangeSchema, sellerShopSchema } from '../../../contract/api/seller-shop';
import { STORED_IMAGE_WIDTH, STORED_LOGO_WIDTH, type ShopImageKind } from '../../../contract/rules/images';
import { countActiveProducts, toShopJson } from '../catalog/shop-json';
import type { Database } from '../db/client';
import { shops } from '../db/schema';
import { notFound } from '../http/envelope';
import { notifyStorefront, shopChanged } from '../http/storefront-notify';
import { prepareImage } from '../media/images';
import { deleteImages, storeImage } from '../media/uploads';
import { findSellerShop } from './products';

type SellerShopJson = z.infer<typeof sellerShopSchema>;
type ShopChange = z.infer<typeof sellerShopChangeSchema>;

/** The column each image is kept in, and the widest it is stored. */
const IMAGE_COLUMNS = {
  logo: { column: 'logoImageUrl', width: STORED_LOGO_WIDTH },
  banner: { column: 'bannerImageUrl', width: STORED_IMAGE_WIDTH },
} as const satisfies Record<ShopImageKind, { column: keyof typeof shops.$inferSelect; width: number }>;

async function shopJson(db: Database, shopId: number, publicUrl: string): Promise<{ shop: SellerShopJson }> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!row) throw notFound('Shop');
  const active = await countActiveProducts(db, [shopId]);
  return { shop: { ...toShopJson(row, active.get(shopId) ?? 0, publicUrl), mpesa_number: row.mpesaNumber } };
}

export async function getSellerShop(db: Database, userId: number, publicUrl: string) {
  const shop = await findSellerShop(db, userId);
  return shopJson(db, shop.id, publicUrl);
}

export async function changeSellerShop(db: Database, userId: number, change: ShopChange, publicUrl: string) {
  const shop = await findSellerShop(db, userId);
  await db
    .update(shops)
    .set({
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(change.location !== undefined ? { location: change.location } : {}),
      ...(change.country !== undefined ? { country: change.country } : {}),
      ...(change.email !== undefined ? { email: change.email } : {}),
      ...(change.phone_number !== undefined ? { phoneNumber: change.phone_number } : {}),
      ...(change.mpesa_number !== undefined ? { mpesaNumber: change.mpesa_number } : {}),
      updatedAt: new Date(),
    })
    .where(eq(shops.id, shop.id));
  void notifyStorefront(shopChanged(shop.id));
  return shopJson(db, shop.id, publicUrl);
}

/**
 * Sets the shop's logo or banner to `file` (or removes it when `file` is null); the file it
 * replaces is deleted with the change.
 */
export async function setShopImage(db: Database, userId: number, kind: ShopImageKind, file: Uint8Array | null, field: string, publicUrl: string) {
  const shop = await findSellerShop(db, userId);
  const { column, width } = IMAGE_COLUMNS[kind];
  const image = file === null ? null : await prepareImage(file, width, field);
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ url: shops[column] }).from(shops).where(eq(shops.id, shop.id)).for('update');
    const url = image === null ? null : await storeImage(tx, image, shop.id);
    await tx
      .update(shops)
      .set({ [column]: url, updatedAt: new Date() })
      .where(eq(shops.id, shop.id));
    await deleteImages(tx, [before?.url]);
  });
  void notifyStorefront(shopChanged(shop.id));
  return shopJson(db, shop.id, publicUrl);
}
