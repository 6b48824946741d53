// The seller centre's overview (GET /seller/overview): one read with the seller's token, never cached.
import 'server-only';
import type { SellerOverview } from '@/lib/domain/seller-overview';
import { api } from '@/lib/routing/urls';
import { sellerOverviewSchema as overviewAnswer } from '@/contract/api/seller-overview';
import { userCall } from './client';

const sellerOverviewSchema = overviewAnswer.transform((o): SellerOverview => ({
  shops: o.shops.map((s) => ({ id: s.id, name: s.name, slug: s.slug, ratingAverage: s.rating_average, reviewCount: s.review_count })),
  toShip: {
    count: o.to_ship.count,
    orders: o.to_ship.orders.map((f) => ({
      id: f.id,
      orderNumber: f.order_number,
      buyerName: f.buyer.name,
      state: f.state,
      isNew: f.is_new,
      itemCount: f.item_count,
      total: f.total,
      createdAt: f.created_at,
    })),
  },
  salesThisMonth: o.sales_this_month,
  lowStock: o.low_stock,
  latestReviews: o.latest_reviews.map((r) => ({
    id: r.id,
    productId: r.product.id,
    productName: r.product.name,
    reviewerName: r.reviewer.name,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.created_at,
  })),
}));

export function getSellerOverview(token: string) {
  return userCall(token, api.sellerOverview, sellerOverviewSchema);
}
