// The seller centre's overview (GET /seller/overview): orders to ship, this month's sales, low
// stock, the shop's rating and its latest reviews (those buyers see: none an admin hid), for the
// seller's own shops only.
import { and, asc, avg, count, desc, eq, gte, inArray, lte, sum } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, OVERVIEW_LIST_LIMIT, type SellerOverviewJson } from '../../../contract/api/seller-overview';
import { visibleReview } from '../account/ratings';
import type { Database } from '../db/client';
import { fulfilments, orderItems, orders, productReviews, products, shops, users } from '../db/schema';
import { listOrdersToShip, PAID } from './fulfilments';

/** Nairobi's offset from UTC (East Africa Time keeps no summer time). */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The calendar month in Nairobi that `now` falls in: its name (YYYY-MM) and its first instant. */
export function nairobiMonth(now: Date): { month: string; start: Date } {
  const local = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  const year = local.getUTCFullYear();
  const monthIndex = local.getUTCMonth();
  return {
    month: `${year}-${String(monthIndex + 1).padStart(2, '0')}`,
    start: new Date(Date.UTC(year, monthIndex, 1) - NAIROBI_OFFSET_MS),
  };
}

const roundCents = (shillings: number) => Math.round(shillings * 100) / 100;

export async function loadSellerOverview(db: Database, userId: number, now: Date): Promise<SellerOverviewJson> {
  const { month, start } = nairobiMonth(now);
  const own = await db
    .select({ id: shops.id, name: shops.shopName, slug: shops.shopUrlSlug })
    .from(shops)
    .where(eq(shops.ownerId, userId))
    .orderBy(asc(shops.id));
  const shopIds = own.map((s) => s.id);
  if (shopIds.length === 0) {
    return {
      shops: [],
      to_ship: { count: 0, orders: [] },
      sales_this_month: { month, paid: 0, refunded: 0, net: 0 },
      low_stock: { threshold: LOW_STOCK_THRESHOLD, count: 0, products: [] },
      latest_reviews: [],
    };
  }
  const ofOwnShops = inArray(products.shopId, shopIds);
  const lowStock = and(ofOwnShops, eq(products.status, 'active'), lte(products.stock, LOW_STOCK_THRESHOLD));

  const [toShip, ratings, [paid], [refunded], [{ lowCount }], lowRows, reviewRows] = await Promise.all([
    listOrdersToShip(db, userId, OVERVIEW_LIST_LIMIT),
    db
      .select({ shopId: products.shopId, average: avg(productReviews.rating), reviews: count() })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(and(ofOwnShops, visibleReview))
      .groupBy(products.shopId),
    db
      .select({ total: sum(orderItems.lineTotal) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(ofOwnShops, inArray(orders.financialStatus, PAID), gte(orders.createdAt, start))),
    db
      .select({ total: sum(fulfilments.refund) })
      .from(fulfilments)
      .where(and(inArray(fulfilments.shopId, shopIds), gte(fulfilments.canceledAt, start))),
    db.select({ lowCount: count() }).from(products).where(lowStock),
    db
      .select({ id: products.id, name: products.productName, sku: products.sku, stock: products.stock })
      .from(products)
      .where(lowStock)
      .orderBy(asc(products.stock), asc(products.id))
      .limit(OVERVIEW_LIST_LIMIT),
    db
      .select({
        id: productReviews.id,
        productId: products.id,
        productName: products.productName,
        reviewer: users.name,
        rating: productReviews.rating,
        comment: productReviews.comment,
        createdAt: productReviews.createdAt,
      })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(and(ofOwnShops, visibleReview))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(OVERVIEW_LIST_LIMIT),
  ]);

  const paidTotal = roundCents(Number(paid?.total ?? 0));
  const refundedTotal = roundCents(Number(refunded?.total ?? 0));
  return {
    shops: own.map((shop) => {
      const rating = ratings.find((r) => r.shopId === shop.id);
      return { ...shop, rating_average: rating ? roundCents(Number(rating.average)) : 0, review_count: rating?.reviews ?? 0 };
    }),
    to_ship: { count: toShip.total, orders: toShip.rows },
    sales_this_month: { month, paid: paidTotal, refunded: refundedTotal, net: roundCents(paidTotal - refundedTotal) },
    low_stock: { threshold: LOW_STOCK_THRESHOLD, count: lowCount, products: lowRows },
    latest_reviews: reviewRows.map((r) => ({
      id: r.id,
      product: { id: r.productId, name: r.productName },
      reviewer: { name: r.reviewer },
      rating: r.rating,
      comment: r.comment,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
