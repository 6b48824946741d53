// Every address the storefront builds, in three groups: `pages` (the storefront's pages, what links
// and redirects lead to), `handlers` (its own route handlers under app/api/, as the browser calls
// them) and `api` (the marketplace API's paths, relative, as lib/upstream/client.ts takes them).
// This is the one home for addresses: code asks here instead of writing a path, and
// __tests__/lib/routing/urls.test.ts and upstream/test/storefront-paths.test.ts check every builder
// against the routes app/ and the API really answer. Pure and dependency-free, so client
// components, route handlers and lib/upstream all import it. Fixed addresses are constants;
// addresses with a part that varies are functions, called bare where that part is optional
// (`pages.login()` is `/login`).

/** A segment taken from data (a slug, a serial, a number), percent-encoded. */
const seg = (value: string | number) => encodeURIComponent(String(value));

/** `path?name=value&...` for the parameters that are set, values percent-encoded; `path` alone when none is. */
function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${seg(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

const SHOP_PREFIX = '/seller-gallery/shop';

/** The console's order filters (issue 33, point 4), as the address, our export handler and the API carry them. */
export interface AdminOrderFilterQuery {
  number?: string;
  buyer?: string;
  shop?: string;
  status?: string;
  payment_status?: string;
  from?: string;
  to?: string;
  page?: number;
}

/** The filters that are set, in one order (the page is each builder's own). */
const orderFilterQuery = (f: AdminOrderFilterQuery) => ({
  number: f.number || undefined,
  buyer: f.buyer || undefined,
  shop: f.shop || undefined,
  status: f.status || undefined,
  payment_status: f.payment_status || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
});

/** The steps a seller takes on their shop's order (issue 32). */
type SellerOrderStep = 'accept' | 'ship' | 'deliver' | 'cancel';

/** A shop page's view: one of the shop's categories (its slug) or all, and the page. */
export interface ShopView {
  category: string | null;
  page: number;
}

export const pages = {
  home: '/',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  hello: '/hello',
  newsletter: '/newsletter',
  sitemap: '/sitemap.xml',
  marketplace: '/marketplace',
  /** Browse categories: the whole category tree. */
  categories: '/ShopCategoryPage',
  editorsPick: '/editors-pick',
  summerCollection: '/summer-collection',
  sellersHub: '/seller-gallery',
  premiumBrands: '/seller-gallery/premium-brands',
  individualArtisans: '/seller-gallery/individual-artisans',
  stories: '/stories',
  cart: '/cart',
  /** The serial check's own page, with its form. */
  verifyHome: '/verify',
  /** The verify page asking for a serial again (the no-JavaScript form sent an empty one). */
  verifyNoSerial: '/verify?serial=',
  /** Where the no-JavaScript serial form is sent: it redirects to pages.verify(serial). */
  verifyLookup: '/verify/lookup',
  forgotPassword: '/forgot-password',
  verifyResetCode: '/verify-reset-code',
  dashboard: '/dashboard',
  myProfile: '/my-profile',
  /** User Details (the old admin view, `?user=`, redirects to pages.adminUser). */
  profileDetails: '/profile-details',
  changePassword: '/change-password',
  addressBook: '/address-book',
  orderHistory: '/order-history',
  returnsRefunds: '/returns-refunds',
  payments: '/payments',
  invoices: '/invoices',
  wallet: '/wallet',
  myTransactions: '/my-transactions',
  notifications: '/notifications',
  supportTickets: '/support',
  newSupportTicket: '/support/create',
  /** The buyer's own reviews (the account's Product Reviews screen). */
  myReviews: '/reviews',
  wishlist: '/wishlist',
  /** Apply to sell (issue 32), and the state of the buyer's application. */
  sell: '/sell',
  /** The operator's console (issue 33): the admins' own area. */
  adminConsole: '/admin',
  /** The console's sellers (issue 33, point 3): applications (by state) or shops (search, status, verified, page). */
  adminSellers: (query: { tab?: 'shops'; state?: string; q?: string; status?: string; verified?: string; page?: number } = {}) =>
    withQuery('/admin/sellers', {
      tab: query.tab,
      state: query.state || undefined,
      q: query.q || undefined,
      status: query.status || undefined,
      verified: query.verified || undefined,
      page: query.page && query.page > 1 ? query.page : undefined,
    }),
  /** The console's people (issue 33, point 2): search by name, e-mail or phone, status filter, page. */
  adminUsers: (query: { q?: string; status?: string; page?: number } = {}) =>
    withQuery('/admin/users', { q: query.q || undefined, status: query.status || undefined, page: query.page && query.page > 1 ? query.page : undefined }),
  /** One person's page in the console: profile, orders, tickets, status history and the status steps. */
  adminUser: (id: number) => `/admin/users/${id}`,
  /** The console's returns queue (issue 33, point 5): Pending unless another status is chosen. */
  adminReturns: (query: { status?: string; page?: number } = {}) =>
    withQuery('/admin/returns', { status: query.status || undefined, page: query.page && query.page > 1 ? query.page : undefined }),
  /** The console's stories (issue 33, point 7): every story, by status and title, a page at a time. */
  adminStories: (filters: { status?: string; q?: string; page?: number } = {}) =>
    withQuery('/admin/stories', {
      status: filters.status || undefined,
      q: filters.q || undefined,
      page: filters.page && filters.page > 1 ? filters.page : undefined,
    }),
  adminNewStory: '/admin/stories/new',
  adminStory: (id: number) => `/admin/stories/${id}`,
  /** The story as its page will show it, draft or not. */
  adminStoryPreview: (id: number) => `/admin/stories/${id}?preview=1`,
  /** The console's reviews (issue 33, point 8): recent unless reported or hidden is chosen. */
  adminReviews: (query: { filter?: string; page?: number } = {}) =>
    withQuery('/admin/reviews', {
      filter: query.filter && query.filter !== 'recent' ? query.filter : undefined,
      page: query.page && query.page > 1 ? query.page : undefined,
    }),
  /** The console's support inbox (issue 33, point 6): every ticket, filtered by status, priority and category. */
  adminSupport: (filters: { status?: string; priority?: string; category?: string; page?: number } = {}) =>
    withQuery('/admin/support', {
      status: filters.status || undefined,
      priority: filters.priority || undefined,
      category: filters.category || undefined,
      page: filters.page && filters.page > 1 ? filters.page : undefined,
    }),
  /** One ticket in the console: its conversation, the staff answer and the status. */
  adminTicket: (id: number | string) => `/admin/support/${seg(id)}`,
  /** The Contact page's messages in the console: unread unless another state is chosen. */
  adminMessages: (filters: { status?: string; page?: number } = {}) =>
    withQuery('/admin/messages', { status: filters.status || undefined, page: filters.page && filters.page > 1 ? filters.page : undefined }),
  /** The console's orders (issue 33, point 4), with their filters (those set) and page in the address. */
  adminOrders: (filters: AdminOrderFilterQuery = {}) =>
    withQuery('/admin/orders', { ...orderFilterQuery(filters), page: filters.page && filters.page > 1 ? filters.page : undefined }),
  /** One order in the console: its lines, payments, shipments, history and cancel. */
  adminOrder: (id: number) => `/admin/orders/${id}`,
  /** The marketplace's money (issue 34, point 7): balances, payouts, refunds due and the reconciliation. */
  adminMoney: '/admin/money',
  /** The audit log, with its filters (those set) in the address. */
  adminAudit: (filters: { action?: string; target_type?: string; target_id?: number; actor?: string; from?: string; to?: string } = {}) =>
    withQuery('/admin/audit', {
      action: filters.action || undefined,
      target_type: filters.target_type || undefined,
      target_id: filters.target_id || undefined,
      actor: filters.actor || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
    }),
  /** The seller centre (issue 32): the overview, and the shop's products, orders (all, or those in one state) and profile. */
  sellerCentre: '/seller',
  sellerOrders: '/seller/orders',
  sellerOrdersIn: (state: string) => withQuery('/seller/orders', { state }),
  sellerOrder: (id: number) => `/seller/orders/${id}`,
  sellerShop: '/seller/shop',
  sellerPayouts: '/seller/payouts',

  product: (id: number) => `/product/${id}`,
  /** The product page, at its reviews tab. */
  productReviews: (id: number) => `/product/${id}#reviews`,
  category: (id: number) => `/categories/${id}`,
  subcategory: (id: number) => `/subcategories/${id}`,
  division: (id: number) => `/divisions/${id}`,
  /**
   * A shop page, or one of its views with the view in the path, not the query
   * (`/seller-gallery/shop/{slug}/jewelry/page/2`), so every view is a page the full-page cache can
   * keep. Page 1 has no page segment: one view, one address. components/shops/sellers-hub.ts reads it back.
   */
  shop(slug: string, view: Partial<ShopView> = {}): string {
    let href = `${SHOP_PREFIX}/${seg(slug)}`;
    if (view.category) href += `/${seg(view.category)}`;
    if (view.page && view.page > 1) href += `/page/${view.page}`;
    return href;
  },
  /** A story's canonical address. */
  story: (story: { id: number; slug: string }) => `/stories/${story.id}/${seg(story.slug)}`,
  verify: (serial: string) => `/verify/${seg(serial)}`,
  order: (id: number | string) => `/order/${seg(id)}`,
  supportTicket: (id: number | string) => `/support/${seg(id)}`,
  /** Track Order, with the number to look up. */
  trackOrder: (number?: string) => withQuery('/track-order', { number: number || undefined }),
  /** Login, coming back to `redirect` (a same-origin path) after; `expired` says the API ended the last session. */
  login: (redirect?: string, { expired = false }: { expired?: boolean } = {}) => withQuery('/login', { redirect, expired: expired ? 1 : undefined }),
  register: (redirect?: string) => withQuery('/register', { redirect }),
  /** The last reset screen, for the email whose code was verified. */
  resetPassword: (email: string) => withQuery('/reset-password', { email }),
  /** The contact page showing how a no-JavaScript send went, at the form. */
  contactOutcome: (outcome: string) => `/contact/${seg(outcome)}#contact-form`,
  /** The newsletter page showing how a no-JavaScript sign-up went, at the form. */
  newsletterOutcome: (outcome: string) => `${withQuery('/newsletter', { outcome })}#newsletter`,
  /** One file of the sitemap (0-based). */
  sitemapFile: (index: number) => `/sitemap/${index}.xml`,

  // The seller's products (issue 32, point 3).
  /** The shop's products: search, state filter and page, each left out when not chosen. */
  sellerProducts: (query: { q?: string; status?: string; page?: number } = {}) =>
    withQuery('/seller/products', { q: query.q || undefined, status: query.status || undefined, page: query.page && query.page > 1 ? query.page : undefined }),
  sellerNewProduct: '/seller/products/new',
  sellerProduct: (id: number) => `/seller/products/${id}`,
};

export const handlers = {
  accountCounts: '/api/account/counts',
  profile: '/api/account/profile',
  changePassword: '/api/account/change-password',
  addresses: '/api/addresses',
  cart: '/api/cart',
  cartItems: '/api/cart/items',
  cartMerge: '/api/cart/merge',
  cartPromo: '/api/cart/promo',
  cartSummary: '/api/cart/summary',
  checkout: '/api/checkout',
  contact: '/api/contact',
  forgotPassword: '/api/auth/forgot-password',
  register: '/api/auth/register',
  resetPassword: '/api/auth/reset-password',
  verifyResetCode: '/api/auth/verify-reset-code',
  newsletter: '/api/newsletter',
  newsletterPreferences: '/api/newsletter/preferences',
  notificationSettings: '/api/notifications/settings',
  payments: '/api/payments',
  paymentMethods: '/api/payments/methods',
  returns: '/api/returns',
  sellerApplications: '/api/seller/applications',
  supportTickets: '/api/support-tickets',
  wishlist: '/api/wishlist',
  wishlistIds: '/api/wishlist/ids',

  address: (id: number) => `/api/addresses/${id}`,
  defaultAddress: (id: number) => `/api/addresses/${id}/default`,
  userStatus: (userId: number) => `/api/admin/users/${userId}/status`,
  /** An admin's goodwill credit to a buyer's or seller's wallet (issue 34, point 7). */
  adminWalletCredits: (userId: number) => `/api/admin/users/${userId}/wallet-credits`,
  /** An admin sends a failed refund again or gives it to the buyer's wallet (issue 34, point 3). */
  adminRefundStep: (id: number, step: 'retry' | 'to-wallet') => `/api/admin/refunds/${id}/${step}`,
  /** An admin's decision on a seller application (approve, decline) and step on a shop (issue 33). */
  adminApplicationStep: (id: number, step: string) => `/api/admin/seller-applications/${id}/${seg(step)}`,
  adminShopStep: (id: number, step: string) => `/api/admin/shops/${id}/${seg(step)}`,
  /** An admin's hide or restore of a review (issue 33). */
  adminReviewStep: (id: number, step: 'hide' | 'restore') => `/api/admin/reviews/${id}/${step}`,
  cartItem: (productId: number) => `/api/cart/items/${productId}`,
  invoiceDownload: (id: number) => `/api/invoices/${id}/download`,
  /** A refund's credit note (a PDF), fetched with the session's token. */
  creditNote: (refundId: number) => `/api/refunds/${refundId}/credit-note`,
  myReview: (id: number) => `/api/my-reviews/${id}`,
  /** A signed-in buyer's report of someone else's review. */
  reviewReport: (id: number) => `/api/review-reports/${id}`,
  /** The buyer's "I received it" for one shipment of their order. */
  parcelReceived: (orderId: number, fulfilmentId: number) => `/api/orders/${orderId}/fulfilments/${fulfilmentId}/received`,
  payment: (id: number) => `/api/payments/${id}`,
  cancelReturn: (id: number) => `/api/returns/${id}/cancel`,
  /** The console's stories (issue 33, point 7): write one, change it, publish or unpublish it, upload its images. */
  adminStories: '/api/admin/stories',
  adminStory: (id: number) => `/api/admin/stories/${id}`,
  adminStoryStep: (id: number, step: 'publish' | 'unpublish') => `/api/admin/stories/${id}/${step}`,
  adminStoryImages: '/api/admin/stories/images',
  /** An admin's approve or reject of a return request (issue 33). */
  returnDecision: (id: number, decision: 'approve' | 'reject') => `/api/admin/returns/${id}/${decision}`,
  /** An admin marks a Contact message read, unread or archived (issue 33). */
  adminContactMessage: (id: number) => `/api/admin/contact-messages/${id}`,
  /** The console's orders as CSV, with the list's filters (issue 33, point 4). */
  adminOrdersExport: (filters: AdminOrderFilterQuery = {}) => withQuery('/api/admin/orders/export', orderFilterQuery(filters)),
  /** An admin's cancel of an order, with its reason. */
  adminOrderCancel: (id: number) => `/api/admin/orders/${id}/cancel`,
  /** A product's reviews (GET, one page) or a new review (POST). */
  reviews: (productId: number, page?: number) => withQuery(`/api/reviews/${productId}`, { page }),
  /** Ends the session the API refused and sends the browser to login, coming back to `redirect`. */
  sessionExpired: (redirect: string) => withQuery('/api/session/expired', { redirect }),
  ticketMessages: (ticketId: number) => `/api/support-tickets/${ticketId}/messages`,
  ticketStatus: (ticketId: number) => `/api/support-tickets/${ticketId}/status`,
  verify: (serial: string) => `/api/verify/${seg(serial)}`,
  wishlistItem: (productId: number) => `/api/wishlist/${productId}`,
  /** A step of the shop's order: accept, ship, deliver or cancel. */
  sellerOrderStep: (id: number, step: SellerOrderStep) => `/api/seller/orders/${id}/${step}`,
  packingSlip: (id: number) => `/api/seller/orders/${id}/packing-slip`,

  // The seller's products (issue 32, point 3).
  sellerProducts: '/api/seller/products',
  sellerProduct: (id: number) => `/api/seller/products/${id}`,
  /** Publish, unpublish or archive one of the shop's products. */
  sellerProductStep: (id: number, step: string) => `/api/seller/products/${id}/${seg(step)}`,
  /** A product's photos: add one (POST, multipart), remove one, put them in a new order (PUT). */
  sellerProductImages: (id: number) => `/api/seller/products/${id}/images`,
  sellerProductImage: (id: number, imageId: number) => `/api/seller/products/${id}/images/${imageId}`,
  sellerProductImageOrder: (id: number) => `/api/seller/products/${id}/images/order`,

  // The shop's profile (issue 32, point 6): its fields (PATCH), and its logo and banner (POST multipart, DELETE).
  sellerShop: '/api/seller/shop',
  sellerShopImage: (kind: string) => `/api/seller/shop/images/${seg(kind)}`,

  /** The seller's request for a payout of the shop's available balance (issue 34, point 6). */
  sellerPayouts: '/api/seller/payouts',
  sellerStatement: '/api/seller/statement',
};

export const api = {
  accountSummary: 'account/summary',
  addresses: 'addresses',
  login: 'auth/login',
  logout: 'auth/logout',
  register: 'auth/register',
  session: 'auth/session',
  forgotPassword: 'auth/forgot-password',
  verifyResetCode: 'auth/verify-reset-code',
  resetPassword: 'auth/reset-password',
  changePassword: 'auth/change-password',
  blogs: 'blogs',
  blogCategories: 'blogs/categories',
  cart: 'cart',
  cartItems: 'cart/items',
  cartMerge: 'cart/merge',
  cartPromo: 'cart/promo',
  categories: 'categories/list',
  contact: 'contact',
  invoices: 'invoices',
  newsletterPreferences: 'newsletter/preferences',
  newsletterSubscribe: 'newsletter/subscribe',
  notificationSettings: 'notifications/settings',
  orders: 'orders',
  payments: 'payments',
  paymentMethods: 'payments/methods',
  products: 'products',
  returns: 'returns',
  adminReturns: 'admin/returns',
  reviews: 'reviews',
  reviewsToWrite: 'reviews/to-write',
  sellerApplications: 'seller/applications',
  mySellerApplication: 'seller/applications/mine',
  sellerOverview: 'seller/overview',
  sellerBalance: 'seller/balance',
  sellerPayouts: 'seller/payouts',
  sellerStatement: (month: string, format: 'csv' | 'pdf' = 'csv') =>
    withQuery(`seller/statements/${encodeURIComponent(month)}`, { format: format === 'pdf' ? format : undefined }),
  adminOverview: 'admin/overview',
  adminAudit: 'admin/audit',
  adminMoney: 'admin/money',
  shopifyOrder: 'shopify/order',
  shops: 'shops',
  shopCountries: 'shops/countries',
  shopStats: 'shops/stats',
  supportTickets: 'support-tickets',
  transactions: 'transactions',
  profile: 'user/profile',
  wallet: 'wallet',
  wishlist: 'wishlist',
  wishlistIds: 'wishlist/ids',

  address: (id: number) => `addresses/${id}`,
  defaultAddress: (id: number) => `addresses/${id}/default`,
  adminUsers: 'admin/users',
  user: (id: number) => `admin/users/${id}`,
  adminUserOverview: (id: number) => `admin/users/${id}/overview`,
  userStatus: (id: number) => `admin/users/${id}/status`,
  adminWalletCredits: (id: number) => `admin/users/${id}/wallet-credits`,
  adminRefunds: 'admin/refunds',
  adminRefundStep: (id: number, step: 'retry' | 'to-wallet') => `admin/refunds/${id}/${step}`,
  adminSellerApplications: 'admin/seller-applications',
  adminApplicationStep: (id: number, step: string) => `admin/seller-applications/${id}/${seg(step)}`,
  adminShops: 'admin/shops',
  adminBlogs: 'admin/blogs',
  adminBlog: (id: number) => `admin/blogs/${id}`,
  adminBlogStep: (id: number, step: 'publish' | 'unpublish') => `admin/blogs/${id}/${step}`,
  adminBlogImages: 'admin/blogs/images',
  adminShopStep: (id: number, step: string) => `admin/shops/${id}/${seg(step)}`,
  adminReviews: 'admin/reviews',
  adminReviewStep: (id: number, step: 'hide' | 'restore') => `admin/reviews/${id}/${step}`,
  adminSupportTickets: 'admin/support-tickets',
  adminContactMessages: 'admin/contact-messages',
  adminContactMessage: (id: number) => `admin/contact-messages/${id}`,
  adminOrders: 'admin/orders',
  adminOrdersExport: (filters: AdminOrderFilterQuery = {}) => withQuery('admin/orders/export', orderFilterQuery(filters)),
  adminOrder: (id: number) => `admin/orders/${id}`,
  adminOrderCancel: (id: number) => `admin/orders/${id}/cancel`,
  /** A story by its id or its slug. */
  blog: (idOrSlug: number | string) => `blogs/${seg(idOrSlug)}`,
  cartItem: (productId: number) => `cart/items/${productId}`,
  category: (id: number) => `categories/${id}`,
  subcategory: (id: number) => `subcategories/${id}`,
  subcategoryDivisions: (subcategoryId: number) => `subcategories/${subcategoryId}/divisions`,
  division: (id: number) => `divisions/${id}`,
  invoiceDownload: (id: number) => `invoices/${id}/download`,
  creditNote: (refundId: number) => `refunds/${refundId}/credit-note`,
  order: (id: number) => `orders/${id}`,
  orderByIdempotencyKey: (key: string) => `orders/by-idempotency-key/${seg(key)}`,
  orderPayments: (orderId: number) => `orders/${orderId}/payments`,
  parcelReceived: (orderId: number, fulfilmentId: number) => `orders/${orderId}/fulfilments/${fulfilmentId}/received`,
  trackOrder: (orderNumber: string) => `orders/track/${seg(orderNumber)}`,
  payment: (id: number) => `payments/${id}`,
  product: (id: number) => `products/${id}`,
  productReviews: (productId: number) => `products/${productId}/reviews`,
  cancelReturn: (id: number) => `returns/${id}/cancel`,
  returnDecision: (id: number, decision: 'approve' | 'reject') => `returns/${id}/${decision}`,
  review: (id: number) => `reviews/${id}`,
  reviewReport: (id: number) => `reviews/${id}/report`,
  shopBySlug: (slug: string) => `shops/slug/${seg(slug)}`,
  supportTicket: (id: number) => `support-tickets/${id}`,
  ticketMessages: (id: number) => `support-tickets/${id}/messages`,
  ticketStatus: (id: number) => `support-tickets/${id}/status`,
  verifyProduct: (serial: string) => `verify-product/${seg(serial)}`,
  wishlistItem: (productId: number) => `wishlist/${productId}`,
  sellerOrders: 'seller/orders',
  sellerOrder: (id: number) => `seller/orders/${id}`,
  sellerOrderStep: (id: number, step: SellerOrderStep) => `seller/orders/${id}/${step}`,
  packingSlip: (id: number) => `seller/orders/${id}/packing-slip`,

  // The seller's products (issue 32, point 3).
  sellerProducts: 'seller/products',
  sellerProduct: (id: number) => `seller/products/${id}`,
  sellerProductStep: (id: number, step: string) => `seller/products/${id}/${seg(step)}`,
  sellerProductImages: (id: number) => `seller/products/${id}/images`,
  sellerProductImage: (id: number, imageId: number) => `seller/products/${id}/images/${imageId}`,
  sellerProductImageOrder: (id: number) => `seller/products/${id}/images/order`,

  // The shop's profile (issue 32, point 6).
  sellerShop: 'seller/shop',
  sellerShopImage: (kind: string) => `seller/shop/images/${seg(kind)}`,
};
