// Routes that need a signed-in user: spec section 2's list, plus the account screens that now
// show a buyer's own data (wishlist, reviews, change password, an order's page, the wallet).
export const PROTECTED_PREFIXES = [
  '/support',
  '/payments',
  '/notifications',
  '/returns-refunds',
  '/invoices',
  '/dashboard',
  '/profile-details',
  '/my-transactions',
  '/my-profile',
  '/order-history',
  '/track-order',
  '/address-book',
  '/wishlist',
  '/reviews',
  '/change-password',
  '/order',
  '/wallet',
  '/profile',
  // Applying to sell (issue 32): a buyer's own application.
  '/sell',
  // The seller centre (issue 32): its layout sends a signed-in buyer or admin a 403 page.
  '/seller',
  // The operator's console (issue 33): admins only, the same way.
  '/admin',
] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
