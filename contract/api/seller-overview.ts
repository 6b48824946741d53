// The seller centre's overview (issue 32, point 2): what a seller's own shop(s) need next, in one
// read (GET /seller/overview). Every figure is the API's; the storefront only shows it.
import { z } from 'zod';
import { sellerOrderListItemSchema } from './seller-orders';

/** Active products with this many or fewer left are low on stock. */
export const LOW_STOCK_THRESHOLD = 3;
/** How many rows each list of the overview holds at most (its count says how many there are). */
export const OVERVIEW_LIST_LIMIT = 5;

const shopRatingSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    rating_average: z.number().meta({ description: "The mean of the reviews of the shop's products, 0 with none." }),
    review_count: z.number().int(),
  })
  .meta({ id: 'SellerOverviewShop' });

const lowStockProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  stock: z.number().int(),
});

const latestReviewSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string() }),
  reviewer: z.object({ name: z.string() }),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
});

export const sellerOverviewSchema = z
  .object({
    shops: z.array(shopRatingSchema).meta({ description: "The seller's own shops (none before their application is approved)." }),
    to_ship: z.object({
      count: z.number().int(),
      orders: z.array(sellerOrderListItemSchema).meta({ description: 'Paid fulfilments not shipped yet (pending or accepted), oldest first.' }),
    }),
    sales_this_month: z.object({
      month: z.string().meta({ description: 'The calendar month in Nairobi time, YYYY-MM.' }),
      paid: z.number().meta({ description: "The shop's lines of orders placed this month and paid, in shillings." }),
      refunded: z.number().meta({ description: "What the shop's cancellations this month gave back, in shillings." }),
      net: z.number().meta({ description: 'paid less refunded.' }),
    }),
    low_stock: z.object({
      threshold: z.number().int(),
      count: z.number().int(),
      products: z.array(lowStockProductSchema).meta({ description: 'Active products with the threshold or fewer left, fewest first.' }),
    }),
    latest_reviews: z.array(latestReviewSchema).meta({ description: "The newest reviews of the shop's products." }),
  })
  .meta({ id: 'SellerOverview' });

export type SellerOverviewJson = z.infer<typeof sellerOverviewSchema>;
