// Every address a page or route handler in app/ answers, for proxy.ts (docs/decisions/005).
//
// The landing page is the root optional catch-all, app/(site)/[[...home]], so that `/` is served
// its stored document without a rewrite. Next hands that route every address no other route
// answers, and would render and store a not-found answer for each one (an entry per address,
// and the document Next sends when a page calls notFound() outside a loading boundary: empty
// without JavaScript). proxy.ts sends such addresses to the built not-found page instead, which it
// can only do by knowing which addresses the app answers: this list, checked against app/ by
// __tests__/lib/routing/app-routes.test.ts. A new page or route handler goes here too.
//
// API routes (app/api) are not listed: the proxy never sees them. Nor is the root catch-all,
// which answers `/` only.
export const APP_ROUTES = [
  '/',
  '/ShopCategoryPage',
  '/about',
  '/admin',
  '/admin/audit',
  '/admin/messages',
  '/admin/money',
  '/admin/orders',
  '/admin/orders/[id]',
  '/admin/returns',
  '/admin/reviews',
  '/address-book',
  '/admin/sellers',
  '/admin/stories',
  '/admin/stories/[id]',
  '/admin/stories/new',
  '/admin/users',
  '/admin/users/[id]',
  '/admin/support',
  '/admin/support/[id]',
  '/cart',
  '/categories/[category_id]',
  '/change-password',
  '/contact',
  '/contact/[outcome]',
  '/dashboard',
  '/divisions/[division_id]',
  '/editors-pick',
  '/faq',
  '/forgot-password',
  '/hello',
  '/invoices',
  '/login',
  '/marketplace',
  '/marketplace/[edition]',
  '/media/[...path]',
  '/my-profile',
  '/my-transactions',
  '/newsletter',
  '/notifications',
  '/order-history',
  '/order/[order_id]',
  '/payments',
  '/product/[id]',
  '/profile',
  '/profile-details',
  '/register',
  '/reset-password',
  '/returns-refunds',
  '/reviews',
  '/seller-gallery',
  '/seller-gallery/individual-artisans',
  '/seller-gallery/premium-brands',
  '/seller-gallery/shop/[slug]/[[...view]]',
  '/sell',
  '/seller',
  '/seller/orders',
  '/seller/orders/[id]',
  '/seller/payouts',
  '/seller/products',
  '/seller/products/[id]',
  '/seller/products/new',
  '/seller/shop',
  '/sitemap.xml',
  '/sitemap/[file]',
  '/stories',
  '/stories/[id]/[[...slug]]',
  '/subcategories/[subcategory_id]',
  '/summer-collection',
  '/support',
  '/support/[ticket_id]',
  '/support/create',
  '/track-order',
  '/verify',
  '/verify-reset-code',
  '/verify/[serial]',
  '/verify/lookup',
  '/wallet',
  '/wishlist',
] as const;

/** One segment of a route pattern as a regular expression, the `/` before it included. */
function segmentSource(segment: string): string {
  if (/^\[\[\.\.\.\w+\]\]$/.test(segment)) return '(?:/[^/]+)*';
  if (/^\[\.\.\.\w+\]$/.test(segment)) return '(?:/[^/]+)+';
  if (/^\[\w+\]$/.test(segment)) return '/[^/]+';
  return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
}

/** A route pattern ('/product/[id]') as a regular expression's source (`/` itself is ''). */
function routeSource(route: string): string {
  return route.split('/').slice(1).filter(Boolean).map(segmentSource).join('');
}

/** One route pattern as a regular expression for a whole path (a trailing slash allowed). */
export function routePattern(route: string): RegExp {
  return new RegExp(`^${routeSource(route)}/?$`);
}

// A trailing slash is allowed: Next redirects it away before the page is found.
const ROUTED = new RegExp(`^(?:${APP_ROUTES.map(routeSource).join('|')})/?$`);

/** Whether a route of the app answers this path (as in a URL: percent-encoded, no query). */
export function isRoutedPath(pathname: string): boolean {
  return ROUTED.test(pathname);
}
