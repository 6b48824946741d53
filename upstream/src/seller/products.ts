// The seller's products (issue 32, point 3): a shop lists, edits, publishes, unpublishes, archives
// and deletes its own products. Every read and write is scoped to the seller's shop, so another
// shop's product is simply not found. A product is shown to buyers only while active
// (catalog/listed.ts); its serial number is issued on first publish and kept for good.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  sellerProductChangeSchema,
  sellerProductCreateSchema,
  sellerProductListQuerySchema,
  sellerProductSchema,
} from '../../../contract/api/seller-products';
import type { ProductStatus } from '../../../contract/rules/product-status';
import type { Executor } from '../account/db';
import { isUniqueViolation, type Database } from '../db/client';
import { divisions, orderItems, productImages, products, shops, subcategories } from '../db/schema';
import { ApiError, notFound, paginate, type Paginator } from '../http/envelope';
import { notifyStorefront, productListingChanged } from '../http/storefront-notify';
import { loadProductRecords, toProductJson } from '../catalog/product-json';
import { deleteImages } from '../media/uploads';
import { countImages, loadSellerImages } from './images';
import { COUNTRIES } from '../seed/places';

type SellerProductJson = z.infer<typeof sellerProductSchema>;
type ProductCreate = z.infer<typeof sellerProductCreateSchema>;
type ProductChange = z.infer<typeof sellerProductChangeSchema>;
type ListQuery = z.infer<typeof sellerProductListQuerySchema>;

export interface SellerShop {
  id: number;
  country: string;
}

/** The seller's shop (their first, should they own several); a seller without one may not list products yet. */
export async function findSellerShop(db: Database, userId: number): Promise<SellerShop> {
  const [shop] = await db.select({ id: shops.id, country: shops.country }).from(shops).where(eq(shops.ownerId, userId)).orderBy(shops.id).limit(1);
  if (!shop) throw new ApiError(403, 'Your account has no shop yet.');
  return shop;
}

const ownProduct = (shopId: number, id: number) => and(eq(products.id, id), eq(products.shopId, shopId));

/** The seller's view of products: the public shape plus state, serial, provenance and last change. */
async function loadSellerProducts(db: Database, ids: number[], publicUrl: string): Promise<SellerProductJson[]> {
  if (ids.length === 0) return [];
  const [records, extras, images] = await Promise.all([
    loadProductRecords(db, ids),
    db
      .select({
        id: products.id,
        status: products.status,
        serialNumber: products.serialNumber,
        maker: products.maker,
        region: products.region,
        materials: products.materials,
        timeToMake: products.timeToMake,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(sql`${products.id} = any(${sql.param(ids)}::int[])`),
    loadSellerImages(db, ids, publicUrl),
  ]);
  const extraById = new Map(extras.map((e) => [e.id, e]));
  return records.flatMap((record) => {
    const extra = extraById.get(record.id);
    if (!extra) return [];
    return [
      {
        ...toProductJson(record, publicUrl),
        images: images.get(record.id) ?? [],
        serial_number: extra.serialNumber,
        status: extra.status,
        provenance: { maker: extra.maker, region: extra.region, materials: extra.materials, time_to_make: extra.timeToMake },
        updated_at: extra.updatedAt.toISOString(),
      },
    ];
  });
}

export async function getSellerProduct(db: Database, shopId: number, id: number, publicUrl: string): Promise<SellerProductJson> {
  const [owned] = await db.select({ id: products.id }).from(products).where(ownProduct(shopId, id));
  const [product] = owned ? await loadSellerProducts(db, [id], publicUrl) : [];
  if (!product) throw notFound('Product');
  return product;
}

/** `%` and `_` typed by the seller are matched as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listSellerProducts(db: Database, shopId: number, query: ListQuery, publicUrl: string): Promise<Paginator<SellerProductJson>> {
  const conditions: SQL[] = [eq(products.shopId, shopId)];
  if (query.status === 'out_of_stock') conditions.push(eq(products.status, 'active'), eq(products.stock, 0));
  else if (query.status !== undefined) conditions.push(eq(products.status, query.status));
  if (query.q !== undefined) {
    const pattern = likePattern(query.q);
    const matches = or(ilike(products.productName, pattern), ilike(products.sku, pattern));
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const items = await loadSellerProducts(
    db,
    rows.map((r) => r.id),
    publicUrl,
  );
  return paginate(items, query.page, query.per_page, total);
}

/** The division's parents, copied onto the product for the catalogue's filters. */
async function placeInTaxonomy(db: Executor, divisionId: number) {
  const [place] = await db
    .select({ divisionId: divisions.id, subcategoryId: subcategories.id, categoryId: subcategories.categoryId })
    .from(divisions)
    .innerJoin(subcategories, eq(subcategories.id, divisions.subcategoryId))
    .where(eq(divisions.id, divisionId));
  if (!place) throw new ApiError(422, `No division has the id ${divisionId}.`, { division_id: [`No division has the id ${divisionId}.`] });
  return place;
}

const skuTaken = (sku: string) =>
  new ApiError(409, `Your shop already has a product with the SKU ${sku}.`, { sku: [`Your shop already has a product with the SKU ${sku}.`] });

/** Runs a write that may collide with another product's SKU in the same shop, answering 409 if it does. */
async function withUniqueSku<T>(sku: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sku !== undefined && isUniqueViolation(error, 'products_shop_sku_key')) throw skuTaken(sku);
    throw error;
  }
}

/** The columns a body sets; absent fields stay as they are. */
function columnsOf(body: ProductChange) {
  return {
    ...(body.name !== undefined ? { productName: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.price !== undefined ? { basePrice: body.price } : {}),
    ...(body.stock !== undefined ? { stock: body.stock } : {}),
    ...(body.sku !== undefined ? { sku: body.sku } : {}),
    ...(body.tags !== undefined ? { tags: body.tags } : {}),
    ...(body.origin !== undefined ? { origin: body.origin } : {}),
    ...(body.weight !== undefined ? { weight: body.weight } : {}),
    ...(body.dimensions !== undefined ? { dimensions: body.dimensions } : {}),
    ...(body.maker !== undefined ? { maker: body.maker } : {}),
    ...(body.region !== undefined ? { region: body.region } : {}),
    ...(body.materials !== undefined ? { materials: body.materials } : {}),
    ...(body.time_to_make !== undefined ? { timeToMake: body.time_to_make } : {}),
  };
}

export async function createSellerProduct(db: Database, shopId: number, body: ProductCreate, publicUrl: string): Promise<SellerProductJson> {
  const place = await placeInTaxonomy(db, body.division_id);
  const [created] = await withUniqueSku(body.sku, () =>
    db
      .insert(products)
      .values({
        ...columnsOf(body),
        productName: body.name,
        basePrice: body.price,
        stock: body.stock,
        sku: body.sku,
        shopId,
        ...place,
        status: 'draft',
      })
      .returning({ id: products.id }),
  );
  return getSellerProduct(db, shopId, created.id, publicUrl);
}

export interface ListingPlace {
  id: number;
  shopId: number;
  status: ProductStatus;
  categoryId: number;
}

/** The shop's product, locked for the rest of the transaction; another shop's is not found. */
export async function lockOwnProduct(tx: Executor, shopId: number, id: number): Promise<ListingPlace> {
  const [row] = await tx
    .select({ id: products.id, shopId: products.shopId, status: products.status, categoryId: products.categoryId })
    .from(products)
    .where(ownProduct(shopId, id))
    .for('update');
  if (!row) throw notFound('Product');
  return row;
}

/** Tells the storefront, once the change is committed, when buyers could see the product before or after it. */
export function announce(before: ListingPlace, after: { status: ProductStatus; categoryId: number }): void {
  if (before.status !== 'active' && after.status !== 'active') return;
  void notifyStorefront(productListingChanged({ id: before.id, shopId: before.shopId, categoryIds: [before.categoryId, after.categoryId] }));
}

export async function changeSellerProduct(db: Database, shopId: number, id: number, body: ProductChange, publicUrl: string): Promise<SellerProductJson> {
  const { before, categoryId } = await withUniqueSku(body.sku, () =>
    db.transaction(async (tx) => {
      const before = await lockOwnProduct(tx, shopId, id);
      const place = body.division_id !== undefined ? await placeInTaxonomy(tx, body.division_id) : undefined;
      await tx
        .update(products)
        .set({ ...columnsOf(body), ...place, updatedAt: new Date() })
        .where(eq(products.id, id));
      return { before, categoryId: place?.categoryId ?? before.categoryId };
    }),
  );
  announce(before, { status: before.status, categoryId });
  return getSellerProduct(db, shopId, id, publicUrl);
}

/** The country's two-letter code as the seeded serials start with it ("AFC-KE01-0001"); XX when unknown. */
function countryCode(country: string): string {
  const name = country.trim().toLowerCase();
  return COUNTRIES.find((c) => c.name.toLowerCase() === name || c.code.toLowerCase() === name)?.code ?? 'XX';
}

const randomDigits = (n: number) => String(randomInt(10 ** n)).padStart(n, '0');

/** A serial in the seed's format that no product holds yet (checked again by the unique index). */
async function freshSerial(tx: Executor, country: string): Promise<string> {
  const prefix = `AFC-${countryCode(country)}`;
  for (;;) {
    const serial = `${prefix}${randomDigits(2)}-${randomDigits(4)}`;
    const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.serialNumber, serial));
    if (!taken) return serial;
  }
}

/** A product goes public with at least one photo (the storefront's gallery and cards need one). */
export const PUBLISH_WITHOUT_PHOTO = 'Add at least one photo before publishing.';

/** The states each step may start from, and what it answers when it may not. */
const STEPS = {
  publish: { to: 'active', from: ['draft'], refused: 'Only a draft can be published.' },
  unpublish: { to: 'draft', from: ['active'], refused: 'Only an active product can be unpublished.' },
  archive: { to: 'archived', from: ['draft', 'active'], refused: 'This product is already archived.' },
} as const satisfies Record<string, { to: ProductStatus; from: readonly ProductStatus[]; refused: string }>;

export type ProductStep = keyof typeof STEPS;

/** Publish (issuing a serial the first time), unpublish (back to draft) or archive a product of the shop. */
export async function moveSellerProduct(db: Database, shop: SellerShop, id: number, step: ProductStep, publicUrl: string): Promise<SellerProductJson> {
  const { to, from, refused } = STEPS[step];
  const move = () =>
    db.transaction(async (tx) => {
      const before = await lockOwnProduct(tx, shop.id, id);
      if (!(from as readonly ProductStatus[]).includes(before.status)) throw new ApiError(409, refused);
      if (to === 'active' && (await countImages(tx, id)) === 0) throw new ApiError(409, PUBLISH_WITHOUT_PHOTO);
      const [{ serialNumber }] = await tx.select({ serialNumber: products.serialNumber }).from(products).where(eq(products.id, id));
      const serial = to === 'active' && serialNumber === null ? await freshSerial(tx, shop.country) : serialNumber;
      await tx.update(products).set({ status: to, serialNumber: serial, updatedAt: new Date() }).where(eq(products.id, id));
      return before;
    });
  // Two shops publishing at once may draw the same new serial: the unique index refuses the
  // second, which draws again.
  let before: ListingPlace | undefined;
  for (let attempt = 1; before === undefined; attempt += 1) {
    try {
      before = await move();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, 'products_serial_number_unique')) throw error;
    }
  }
  announce(before, { status: to, categoryId: before.categoryId });
  return getSellerProduct(db, shop.id, id, publicUrl);
}

/** Deletes a product that no order ever held; one that was ordered is archived instead (its orders keep it). */
export async function deleteSellerProduct(db: Database, shopId: number, id: number): Promise<void> {
  const before = await db.transaction(async (tx) => {
    const before = await lockOwnProduct(tx, shopId, id);
    const [ordered] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)).limit(1);
    if (ordered) throw new ApiError(409, 'This product has been ordered: archive it instead.');
    // Its photos' rows go with it (cascade); their uploaded files are deleted here.
    const photos = await tx.select({ imageUrl: productImages.imageUrl }).from(productImages).where(eq(productImages.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    await deleteImages(
      tx,
      photos.map((p) => p.imageUrl),
    );
    return before;
  });
  announce(before, { status: 'archived', categoryId: before.categoryId });
}
