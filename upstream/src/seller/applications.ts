// Seller applications (issue 32, point 1). A buyer applies once at a time (the partial unique index
// seller_applications_one_pending_key backs the check up); an admin approves, which in one
// transaction makes the user a seller and creates their shop with a slug no other shop has, or
// declines with a reason. Either decision is final and mailed to the applicant after it commits.
import { and, asc, count, desc, eq, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { sellerApplicationBodySchema } from '../../../contract/api/seller-applications';
import type { SellerApplicationState } from '../../../contract/rules/seller-applications';
import type { Executor } from '../account/db';
import { isoDate } from '../account/db';
import { recordAudit } from '../admin/audit';
import type { ApiDeps, AuthUser } from '../context';
import { isUniqueViolation } from '../db/client';
import { sellerApplications, shops, users } from '../db/schema';
import { ApiError, notFound, paginate } from '../http/envelope';
import { notifyStorefront, shopChanged } from '../http/storefront-notify';
import { slugify } from '../seed/catalogue';
import { applicationApprovedMail, applicationDeclinedMail } from './mails';

const ALREADY_APPLIED = 'You already have an application waiting for review.';
const ALREADY_SELLING = 'Your account can already sell: only a buyer can apply.';
const ALREADY_DECIDED = 'This application has already been decided.';

type ApplicationRow = typeof sellerApplications.$inferSelect;

function toApplicationJson(row: ApplicationRow, shopSlug: string | null) {
  return {
    id: row.id,
    shop_name: row.shopName,
    shop_type: row.shopType,
    country: row.country,
    location: row.location,
    description: row.description,
    phone: row.phone,
    mpesa_number: row.mpesaNumber,
    years_of_experience: row.yearsOfExperience,
    state: row.state,
    decline_reason: row.declineReason,
    shop_url_slug: shopSlug,
    decided_at: row.decidedAt ? isoDate(row.decidedAt) : null,
    created_at: isoDate(row.createdAt),
  };
}

const withShopSlug = { application: sellerApplications, shopSlug: shops.shopUrlSlug };

/** A buyer's application, stored pending. A seller or admin cannot apply (403); a second open one is a 409. */
export async function submitApplication(db: Executor, user: AuthUser, body: z.infer<typeof sellerApplicationBodySchema>) {
  if (user.userType !== 'buyer') throw new ApiError(403, ALREADY_SELLING);
  const [open] = await db
    .select({ id: sellerApplications.id })
    .from(sellerApplications)
    .where(and(eq(sellerApplications.userId, user.id), eq(sellerApplications.state, 'pending')));
  if (open) throw new ApiError(409, ALREADY_APPLIED);
  try {
    const [row] = await db
      .insert(sellerApplications)
      .values({
        userId: user.id,
        shopName: body.shop_name,
        shopType: body.shop_type,
        country: body.country,
        location: body.location,
        description: body.description,
        phone: body.phone,
        mpesaNumber: body.mpesa_number,
        yearsOfExperience: body.years_of_experience,
      })
      .returning();
    return toApplicationJson(row, null);
  } catch (error) {
    // Two submissions at once: the index lets one through.
    if (isUniqueViolation(error, 'seller_applications_one_pending_key')) throw new ApiError(409, ALREADY_APPLIED);
    throw error;
  }
}

/** The user's latest application, or a 404 when they never applied. */
export async function latestApplication(db: Executor, userId: number) {
  const [row] = await db
    .select(withShopSlug)
    .from(sellerApplications)
    .leftJoin(shops, eq(shops.id, sellerApplications.shopId))
    .where(eq(sellerApplications.userId, userId))
    .orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.id))
    .limit(1);
  if (!row) throw notFound('Application');
  return toApplicationJson(row.application, row.shopSlug);
}

/** The admin queue: pending first, oldest first within a state. */
export async function listApplications(db: Executor, page: number, perPage: number, state?: SellerApplicationState) {
  const inState = state ? eq(sellerApplications.state, state) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...withShopSlug, applicant: { id: users.id, name: users.name, email: users.email } })
      .from(sellerApplications)
      .innerJoin(users, eq(users.id, sellerApplications.userId))
      .leftJoin(shops, eq(shops.id, sellerApplications.shopId))
      .where(inState)
      .orderBy(sql`(${sellerApplications.state} <> 'pending')`, asc(sellerApplications.createdAt), asc(sellerApplications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(sellerApplications).where(inState),
  ]);
  const data = rows.map((r) => ({ ...toApplicationJson(r.application, r.shopSlug), applicant: r.applicant }));
  return paginate(data, page, perPage, total);
}

/** The pending application, locked for the decision; 404 when there is none, 409 once decided. */
async function lockPending(tx: Executor, id: number) {
  const [row] = await tx
    .select({ application: sellerApplications, applicant: { name: users.name, email: users.email, userType: users.userType } })
    .from(sellerApplications)
    .innerJoin(users, eq(users.id, sellerApplications.userId))
    .where(eq(sellerApplications.id, id))
    .for('update', { of: sellerApplications });
  if (!row) throw notFound('Application');
  if (row.application.state !== 'pending') throw new ApiError(409, ALREADY_DECIDED);
  return row;
}

/** The shop's slug: the name's, else 'shop', with -2, -3... when another shop has it. */
async function insertShop(tx: Executor, values: Omit<typeof shops.$inferInsert, 'shopUrlSlug'>) {
  const base = slugify(values.shopName) || 'shop';
  const taken = await tx
    .select({ slug: shops.shopUrlSlug })
    .from(shops)
    .where(or(eq(shops.shopUrlSlug, base), like(shops.shopUrlSlug, `${base}-%`)));
  const used = new Set(taken.map((t) => t.slug));
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (used.has(slug)) continue;
    // Another approval may take the slug between the read and the insert: then try the next.
    const [shop] = await tx
      .insert(shops)
      .values({ ...values, shopUrlSlug: slug })
      .onConflictDoNothing({ target: shops.shopUrlSlug })
      .returning({ id: shops.id, slug: shops.shopUrlSlug });
    if (shop) return shop;
  }
}

/** Approves: the user becomes a seller with a new shop, in one transaction; the mail follows. */
export async function approveApplication(deps: ApiDeps, id: number, admin: AuthUser) {
  const { db, mailer } = deps;
  const { answer, mail, shopId } = await db.transaction(async (tx) => {
    const { application: a, applicant } = await lockPending(tx, id);
    if (applicant.userType !== 'buyer') throw new ApiError(409, 'The applicant is no longer a buyer.');
    const shop = await insertShop(tx, {
      ownerId: a.userId,
      shopName: a.shopName,
      shopType: a.shopType,
      location: a.location,
      country: a.country,
      yearsOfExperience: a.yearsOfExperience,
      description: a.description,
      email: applicant.email,
      phoneNumber: a.phone,
      mpesaNumber: a.mpesaNumber,
    });
    const now = new Date();
    await tx.update(users).set({ userType: 'seller', updatedAt: now }).where(eq(users.id, a.userId));
    const [row] = await tx
      .update(sellerApplications)
      .set({ state: 'approved', shopId: shop.id, decidedBy: admin.id, decidedAt: now, updatedAt: now })
      .where(eq(sellerApplications.id, id))
      .returning();
    await recordAudit(tx, admin, {
      action: 'seller_application.approve',
      targetId: id,
      before: { state: 'pending' },
      after: { state: 'approved', shop_id: shop.id },
    });
    return {
      answer: toApplicationJson(row, shop.slug),
      mail: applicationApprovedMail({ to: applicant.email, name: applicant.name, shopName: a.shopName, shopSlug: shop.slug }),
      shopId: shop.id,
    };
  });
  await mailer.send(db, mail);
  // The new shop joins the galleries and the hub's figures within the revalidation.
  void notifyStorefront(shopChanged(shopId));
  return answer;
}

/** Declines with the reason, which the applicant is mailed. */
export async function declineApplication(deps: ApiDeps, id: number, admin: AuthUser, reason: string) {
  const { db, mailer } = deps;
  const { answer, mail } = await db.transaction(async (tx) => {
    const { application: a, applicant } = await lockPending(tx, id);
    const now = new Date();
    const [row] = await tx
      .update(sellerApplications)
      .set({ state: 'declined', declineReason: reason, decidedBy: admin.id, decidedAt: now, updatedAt: now })
      .where(eq(sellerApplications.id, id))
      .returning();
    await recordAudit(tx, admin, { action: 'seller_application.decline', targetId: id, before: { state: 'pending' }, after: { state: 'declined' }, reason });
    return {
      answer: toApplicationJson(row, null),
      mail: applicationDeclinedMail({ to: applicant.email, name: applicant.name, shopName: a.shopName, reason }),
    };
  });
  await mailer.send(db, mail);
  return answer;
}
