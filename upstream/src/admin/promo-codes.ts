// The operator's promo codes (issue 34, point 5): the console's list (newest first, by code and
// status, with how often each was used and what it gave), and the writes: create, change its terms
// or switch it on and off, deactivate. Each write records its audit entry in its own transaction.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  promoTermsIssue,
  type AdminPromoCodeChange,
  type AdminPromoCodeCreate,
  type AdminPromoCodeJson,
  type AdminPromoCodeListQuery,
} from '../../../contract/api/promo-codes';
import type { AuditAction } from '../../../contract/rules/audit';
import type { Executor } from '../account/db';
import { likePattern } from '../catalog/query-input';
import type { Database } from '../db/client';
import { orders, promoCodes, promoRedemptions, shops } from '../db/schema';
import { ApiError, notFound, paginate } from '../http/envelope';
import { recordAudit, type AuditActor } from './audit';

const uses = sql<number>`(select count(*)::int from ${promoRedemptions} r join ${orders} o on o.id = r.order_id where r.promo_id = ${promoCodes.id} and o.order_status <> 'Canceled')`;
const given = sql<string>`(select coalesce(sum(r.amount), 0) from ${promoRedemptions} r join ${orders} o on o.id = r.order_id where r.promo_id = ${promoCodes.id} and o.order_status <> 'Canceled')`;

const columns = { promo: promoCodes, shopName: shops.shopName, uses, given };
type Row = { promo: typeof promoCodes.$inferSelect; shopName: string | null; uses: number; given: string };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toJson({ promo, shopName, uses: timesUsed, given: discountGiven }: Row): AdminPromoCodeJson {
  return {
    id: promo.id,
    code: promo.code,
    kind: promo.kind,
    value: promo.value,
    min_spend: promo.minSpend,
    starts_at: iso(promo.startsAt),
    ends_at: iso(promo.endsAt),
    max_uses: promo.maxUses,
    max_uses_per_buyer: promo.maxUsesPerBuyer,
    shop_id: promo.shopId,
    shop_name: shopName,
    funded_by: promo.fundedBy,
    active: promo.active,
    times_used: Number(timesUsed),
    discount_given: Number(discountGiven),
    created_at: promo.createdAt.toISOString(),
    updated_at: promo.updatedAt.toISOString(),
  };
}

const select = (db: Executor) => db.select(columns).from(promoCodes).leftJoin(shops, eq(shops.id, promoCodes.shopId));

async function readPromo(db: Executor, id: number): Promise<AdminPromoCodeJson> {
  const [row] = await select(db).where(eq(promoCodes.id, id));
  if (!row) throw notFound('Promo code');
  return toJson(row);
}

export async function listPromoCodes(db: Database, query: AdminPromoCodeListQuery) {
  const where: SQL[] = [];
  if (query.search) where.push(sql`${promoCodes.code} ilike ${likePattern(query.search)}`);
  if (query.status) where.push(eq(promoCodes.active, query.status === 'active'));
  const filter = where.length ? and(...where) : undefined;
  const { page, per_page } = query;
  const rows = await select(db)
    .where(filter)
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
    .limit(per_page)
    .offset((page - 1) * per_page);
  const [{ total }] = await db.select({ total: count() }).from(promoCodes).where(filter);
  return paginate(rows.map(toJson), page, per_page, total);
}

async function checkShop(db: Executor, shopId: number | null | undefined): Promise<void> {
  if (shopId == null) return;
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new ApiError(422, `No shop has the id ${shopId}.`, { shop_id: [`No shop has the id ${shopId}.`] });
}

const toDate = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

export async function createPromoCode(db: Database, actor: AuditActor, input: AdminPromoCodeCreate): Promise<AdminPromoCodeJson> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(sql`upper(${promoCodes.code}) = ${input.code}`);
    if (taken) throw new ApiError(422, `The code ${input.code} is taken.`, { code: [`The code ${input.code} is taken.`] });
    await checkShop(tx, input.shop_id);
    const [created] = await tx
      .insert(promoCodes)
      .values({
        code: input.code,
        kind: input.kind,
        value: input.value,
        minSpend: input.min_spend,
        startsAt: toDate(input.starts_at),
        endsAt: toDate(input.ends_at),
        maxUses: input.max_uses,
        maxUsesPerBuyer: input.max_uses_per_buyer,
        shopId: input.shop_id,
        createdBy: actor.id,
      })
      .returning({ id: promoCodes.id });
    const json = await readPromo(tx, created.id);
    await recordAudit(tx, actor, { action: 'promo_code.create', targetId: created.id, after: { ...json } });
    return json;
  });
}

/** Changes a code's terms or switches it (the code's text stays: buyers may have it in their carts). */
export async function changePromoCode(db: Database, actor: AuditActor, id: number, change: AdminPromoCodeChange): Promise<AdminPromoCodeJson> {
  const action: AuditAction = change.active === false && Object.keys(change).length === 1 ? 'promo_code.deactivate' : 'promo_code.update';
  return writeChange(db, actor, id, change, action);
}

export function deactivatePromoCode(db: Database, actor: AuditActor, id: number): Promise<AdminPromoCodeJson> {
  return writeChange(db, actor, id, { active: false }, 'promo_code.deactivate');
}

async function writeChange(db: Database, actor: AuditActor, id: number, change: AdminPromoCodeChange, action: AuditAction): Promise<AdminPromoCodeJson> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!locked) throw notFound('Promo code');
    const before = await readPromo(tx, id);
    // The change judged with the code's stored terms: a percentage over 100, an end before the start.
    const issue = promoTermsIssue({
      kind: change.kind ?? before.kind,
      value: change.value ?? before.value,
      starts_at: change.starts_at === undefined ? before.starts_at : change.starts_at,
      ends_at: change.ends_at === undefined ? before.ends_at : change.ends_at,
    });
    if (issue) throw new ApiError(422, issue.message, { [issue.path]: [issue.message] });
    await checkShop(tx, change.shop_id);
    await tx
      .update(promoCodes)
      .set({
        kind: change.kind,
        value: change.value,
        minSpend: change.min_spend,
        startsAt: toDate(change.starts_at),
        endsAt: toDate(change.ends_at),
        maxUses: change.max_uses,
        maxUsesPerBuyer: change.max_uses_per_buyer,
        shopId: change.shop_id,
        active: change.active,
        updatedAt: new Date(),
      })
      .where(eq(promoCodes.id, id));
    const after = await readPromo(tx, id);
    const changed = (Object.keys(change) as (keyof AdminPromoCodeChange)[]).filter((key) => change[key] !== undefined);
    await recordAudit(tx, actor, {
      action,
      targetId: id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
    return after;
  });
}
