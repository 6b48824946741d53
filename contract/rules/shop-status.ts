// A shop's standing, written once (issue 33, point 3): the API decides with these, the console
// filters and shows them. A suspended shop and its products leave every public read until an
// admin restores it; the seller still signs in and sees their centre.

/** active (open to buyers), suspended (hidden from buyers by an admin, with a reason). */
export const SHOP_STATUSES = ['active', 'suspended'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** The longest reason an admin may give for a suspension. */
export const SHOP_SUSPEND_REASON_MAX = 1000;
