// Which products buyers see: active ones only (drafts and archived products are the seller's), of a
// shop that is not suspended (issue 33: an admin's suspension takes the shop's products out of the
// catalogue, search, the sitemap, shop pages, carts and checkout at once, and restoring brings
// them back). The product's state is written as a literal, not a parameter, so the planner matches
// it to the public lists' partial indexes (schema.ts) whatever plan it keeps.
import { sql } from 'drizzle-orm';
import { products, shops } from '../db/schema';

/** The shop is open to buyers: the condition on `shops` that public shop reads add. */
export const isShopOpen = sql`${shops.status} = 'active'`;

export const isListed = sql`(${products.status} = 'active' and exists (select 1 from ${shops} where ${shops.id} = ${products.shopId} and ${isShopOpen}))`;
