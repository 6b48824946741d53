// The operator's shops (issue 33, point 3). An admin lists every shop with its owner and product
// count, suspends one with a reason (it and its products leave every public read: catalog/listed.ts),
// restores it, and marks it verified or not (the shop page's badge). Each write locks the shop's
// row, records its audit entry in the same transaction, and after the commit mails the seller (for
// a suspension or a restore) and tells the storefront to refresh the shop's and its products' pages.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminShop, adminShopListQuerySchema } from '../../../contract/api/admin-shops';
import type { ShopStatus } from '../../../contract/rules/shop-status';
import type { Executor } from '../account/db';
import { isoDate } from '../account/db';
import { likePattern } from '../catalog/query-input';
import type { ApiDeps } from '../context';
import type { Database } from '../db/client';
import { products, shops, users } from '../db/schema';
import { ApiError, notFound, paginate } from '../http/envelope';
import { notifyStorefront, productListingChanged, shopChanged } from '../http/storefront-notify';
import type { Mail } from '../mail/mailer';
import { recordAudit, type AuditActor } from './audit';
import { shopRestoredMail, shopSuspendedMail } from './shop-mails';

const ALREADY_SUSPENDED = 'This shop is already suspended.';
const NOT_SUSPENDED = 'This shop is not suspended.';
const ALREADY_VERIFIED = 'This shop is already verified.';
const NOT_VERIFIED = 'This shop is not verified.';

const shopColumns = {
  shop: shops,
  owner: { id: users.id, name: users.name, email: users.email },
};

type ShopRow = typeof shops.$inferSelect;
type Owner = { id: number; name: string; email: string } | null;

function toAdminShopJson(row: ShopRow, owner: Owner, productCount: number): AdminShop {
  return {
    shop_id: row.id,
    shop_name: row.shopName,
    shop_url_slug: row.shopUrlSlug,
    shop_type: row.shopType,
    country: row.country,
    status: row.status,
    suspended_reason: row.suspendedReason,
    verified: row.verified,
    products: productCount,
    owner,
    created_at: isoDate(row.createdAt),
  };
}

/** Every product of each shop, whatever its state. */
async function countProducts(db: Executor, shopIds: number[]): Promise<Map<number, number>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db.select({ shopId: products.shopId, n: count() }).from(products).where(inArray(products.shopId, shopIds)).groupBy(products.shopId);
  return new Map(rows.map((r) => [r.shopId, r.n]));
}

/** The console's list: by name, then id; search is part of the name, any case. */
export async function listAdminShops(db: Executor, q: z.infer<typeof adminShopListQuerySchema>) {
  const conditions: SQL[] = [];
  if (q.search) conditions.push(sql`${shops.shopName} ilike ${likePattern(q.search)}`);
  if (q.status) conditions.push(eq(shops.status, q.status));
  if (q.verified !== undefined) conditions.push(eq(shops.verified, q.verified));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(shopColumns)
      .from(shops)
      .leftJoin(users, eq(users.id, shops.ownerId))
      .where(where)
      .orderBy(asc(shops.shopName), asc(shops.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  const counts = await countProducts(
    db,
    rows.map((r) => r.shop.id),
  );
  const data = rows.map((r) => toAdminShopJson(r.shop, r.owner, counts.get(r.shop.id) ?? 0));
  return paginate(data, q.page, q.per_page, total);
}

/** The shop with its owner, locked for the change; 404 when there is none. */
async function lockShop(tx: Executor, id: number) {
  const [row] = await tx.select(shopColumns).from(shops).leftJoin(users, eq(users.id, shops.ownerId)).where(eq(shops.id, id)).for('update', { of: shops });
  if (!row) throw notFound('Shop');
  return row;
}

/** What the storefront refreshes when a shop opens or closes to buyers: its page and every product's listing. */
async function announceStanding(db: Executor, shopId: number): Promise<void> {
  const rows = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.status, 'active')));
  void notifyStorefront([...shopChanged(shopId), ...rows.flatMap((p) => productListingChanged({ id: p.id, shopId, categoryIds: [p.categoryId] }))]);
}

async function changeStanding(deps: ApiDeps, admin: AuditActor, id: number, to: ShopStatus, reason: string | null) {
  const { db, mailer } = deps;
  const { answer, mail } = await db.transaction(async (tx) => {
    const { shop, owner } = await lockShop(tx, id);
    if (shop.status === to) throw new ApiError(409, to === 'suspended' ? ALREADY_SUSPENDED : NOT_SUSPENDED);
    const [row] = await tx.update(shops).set({ status: to, suspendedReason: reason, updatedAt: new Date() }).where(eq(shops.id, id)).returning();
    await recordAudit(tx, admin, {
      action: to === 'suspended' ? 'shop.suspend' : 'shop.restore',
      targetId: id,
      before: { status: shop.status, suspended_reason: shop.suspendedReason },
      after: { status: row.status, suspended_reason: row.suspendedReason },
      reason,
    });
    const counts = await countProducts(tx, [id]);
    const facts = owner ? { to: owner.email, name: owner.name, shopName: shop.shopName } : null;
    const mail: Mail | null = facts && (to === 'suspended' ? shopSuspendedMail({ ...facts, reason: reason ?? '' }) : shopRestoredMail(facts));
    return { answer: toAdminShopJson(row, owner, counts.get(id) ?? 0), mail };
  });
  if (mail) await mailer.send(db, mail);
  await announceStanding(db, id);
  return answer;
}

/** Suspends with the reason: the shop and its products leave every public read; the seller is mailed. */
export const suspendShop = (deps: ApiDeps, admin: AuditActor, id: number, reason: string) => changeStanding(deps, admin, id, 'suspended', reason);

/** Restores a suspended shop: it and its products are back for buyers; the seller is mailed. */
export const restoreShop = (deps: ApiDeps, admin: AuditActor, id: number) => changeStanding(deps, admin, id, 'active', null);

/** Marks the shop verified or not: the shop page shows its badge only when verified. */
export async function setShopVerified(db: Database, admin: AuditActor, id: number, verified: boolean) {
  const answer = await db.transaction(async (tx) => {
    const { shop, owner } = await lockShop(tx, id);
    if (shop.verified === verified) throw new ApiError(409, verified ? ALREADY_VERIFIED : NOT_VERIFIED);
    const [row] = await tx.update(shops).set({ verified, updatedAt: new Date() }).where(eq(shops.id, id)).returning();
    await recordAudit(tx, admin, {
      action: verified ? 'shop.verify' : 'shop.unverify',
      targetId: id,
      before: { verified: shop.verified },
      after: { verified: row.verified },
    });
    const counts = await countProducts(tx, [id]);
    return toAdminShopJson(row, owner, counts.get(id) ?? 0);
  });
  void notifyStorefront(shopChanged(id));
  return answer;
}
