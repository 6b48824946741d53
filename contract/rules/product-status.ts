// A product's states, written once: the API decides with these and the seller centre shows them.
// Out of stock is not a state: it is an active product with stock 0.

/** draft (the seller's only), active (on sale, shown to buyers), archived (withdrawn for good; kept for its orders). */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** What the seller's list filters by: a state, or active products with no stock left. */
export const PRODUCT_LIST_STATUSES = [...PRODUCT_STATUSES, 'out_of_stock'] as const;
