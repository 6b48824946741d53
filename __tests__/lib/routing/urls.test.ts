import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isRoutedPath } from '@/lib/routing/app-routes';
import { handlers, pages } from '@/lib/routing/urls';

// The API paths (`api`) are checked in the API's project, against the Hono app's own route table:
// upstream/test/storefront-paths.test.ts.

const root = path.join(__dirname, '..', '..', '..');

/** The path part of an address: no query, no fragment. */
const pathOf = (href: string) => href.split(/[?#]/)[0];

/** The names of a group's builders that take arguments (the others are the addresses themselves). */
type Builders<G> = { [K in keyof G as G[K] extends string ? never : K]: string };

/** Every fixed address of a group, with the builders called with sample arguments. */
function addressesOf<G extends object>(group: G, built: Builders<G>): [string, string][] {
  const fixed = Object.entries(group).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return [...fixed, ...Object.entries(built as Record<string, string>)];
}

// The types make a new builder with arguments need a line here.
const PAGE_ADDRESSES = addressesOf(pages, {
  product: pages.product(42),
  productReviews: pages.productReviews(42),
  category: pages.category(1),
  subcategory: pages.subcategory(2),
  division: pages.division(4),
  shop: pages.shop('indaba-gallery', { category: 'jewelry', page: 2 }),
  story: pages.story({ id: 12, slug: 'weaving-a-kiondo' }),
  verify: pages.verify('KE 2024/0031'),
  order: pages.order(7),
  supportTicket: pages.supportTicket(12),
  trackOrder: pages.trackOrder('ORD-2024-0001'),
  login: pages.login('/order-history?page=2', { expired: true }),
  register: pages.register('/cart'),
  resetPassword: pages.resetPassword('wanjiru@example.com'),
  contactOutcome: pages.contactOutcome('sent'),
  newsletterOutcome: pages.newsletterOutcome('subscribed'),
  sitemapFile: pages.sitemapFile(3),
  sellerProducts: pages.sellerProducts({ q: 'kiondo', status: 'draft', page: 2 }),
  sellerProduct: pages.sellerProduct(9),
  sellerOrdersIn: pages.sellerOrdersIn('shipped'),
  sellerOrder: pages.sellerOrder(41),
  adminAudit: pages.adminAudit({ action: 'user.suspend', actor: 'admin@', from: '2026-11-01', to: '2026-11-28', target_type: 'user', target_id: 5 }),
  adminSellers: pages.adminSellers({ tab: 'shops', q: 'amani', status: 'suspended', verified: 'true', page: 2 }),
  adminReturns: pages.adminReturns({ status: 'Rejected', page: 2 }),
  adminStories: pages.adminStories({ status: 'draft', q: 'kiondo', page: 2 }),
  adminStory: pages.adminStory(12),
  adminStoryPreview: pages.adminStoryPreview(12),
  adminReviews: pages.adminReviews({ filter: 'reported', page: 2 }),
  adminUsers: pages.adminUsers({ q: '0712 345', status: 'suspended', page: 2 }),
  adminUser: pages.adminUser(5),
  adminOrder: pages.adminOrder(7),
  adminTicket: pages.adminTicket(12),
  adminSupport: pages.adminSupport({ status: 'open', priority: 'high', category: 'payment', page: 2 }),
  adminMessages: pages.adminMessages({ status: 'archived', page: 2 }),
  adminOrders: pages.adminOrders({
    number: 'ORD-2026',
    buyer: 'wanjiru',
    shop: '5',
    status: 'Pending',
    payment_status: 'paid',
    from: '2026-11-01',
    to: '2026-11-28',
    page: 2,
  }),
});

const HANDLER_ADDRESSES = addressesOf(handlers, {
  address: handlers.address(3),
  defaultAddress: handlers.defaultAddress(3),
  userStatus: handlers.userStatus(5),
  adminWalletCredits: handlers.adminWalletCredits(5),
  adminRefundStep: handlers.adminRefundStep(9, 'to-wallet'),
  adminApplicationStep: handlers.adminApplicationStep(8, 'decline'),
  adminShopStep: handlers.adminShopStep(5, 'suspend'),
  adminStory: handlers.adminStory(12),
  adminStoryStep: handlers.adminStoryStep(12, 'publish'),
  adminReviewStep: handlers.adminReviewStep(5, 'hide'),
  reviewReport: handlers.reviewReport(8),
  cartItem: handlers.cartItem(42),
  invoiceDownload: handlers.invoiceDownload(9),
  creditNote: handlers.creditNote(9),
  myReview: handlers.myReview(8),
  parcelReceived: handlers.parcelReceived(7, 5),
  payment: handlers.payment(11),
  cancelReturn: handlers.cancelReturn(6),
  returnDecision: handlers.returnDecision(6, 'reject'),
  adminContactMessage: handlers.adminContactMessage(4),
  adminOrdersExport: handlers.adminOrdersExport({ buyer: 'wanjiru', status: 'Canceled' }),
  adminOrderCancel: handlers.adminOrderCancel(7),
  reviews: handlers.reviews(42, 2),
  sessionExpired: handlers.sessionExpired('/order-history?page=2'),
  ticketMessages: handlers.ticketMessages(12),
  ticketStatus: handlers.ticketStatus(12),
  verify: handlers.verify('KE 2024/0031'),
  wishlistItem: handlers.wishlistItem(42),
  sellerOrderStep: handlers.sellerOrderStep(31, 'ship'),
  packingSlip: handlers.packingSlip(31),
  sellerProduct: handlers.sellerProduct(49),
  sellerProductStep: handlers.sellerProductStep(49, 'publish'),
  sellerProductImages: handlers.sellerProductImages(49),
  sellerProductImage: handlers.sellerProductImage(49, 3),
  sellerProductImageOrder: handlers.sellerProductImageOrder(49),
  sellerShopImage: handlers.sellerShopImage('logo'),
});

/** The route handlers under app/api/, as patterns: a `[param]` segment matches any one segment. */
function handlerRoutes(): RegExp[] {
  const apiDir = path.join(root, 'app', 'api');
  return readdirSync(apiDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^route\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(apiDir, entry.parentPath).split(path.sep).filter(Boolean))
    .map((segments) => {
      const source = segments.map((segment) => {
        if (/^\[\[?\.\.\.\w+\]\]?$/.test(segment)) return '(?:/[^/]+)+';
        if (/^\[\w+\]$/.test(segment)) return '/[^/]+';
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      });
      return new RegExp(`^/api${source.join('')}$`);
    });
}

describe('the addresses lib/routing/urls.ts builds', () => {
  it.each(PAGE_ADDRESSES)('pages.%s (%s) is a page app/ answers', (_name, href) => {
    expect(isRoutedPath(pathOf(href))).toBe(true);
  });

  const routes = handlerRoutes();
  it.each(HANDLER_ADDRESSES)('handlers.%s (%s) is a route handler under app/api/', (_name, href) => {
    expect(routes.some((route) => route.test(pathOf(href)))).toBe(true);
  });

  it('encodes what comes from data, and keeps the queries and fragments the pages read', () => {
    expect(pages.verify('KE 2024/0031')).toBe('/verify/KE%202024%2F0031');
    expect(pages.shop('akinyi’s baskets')).toBe('/seller-gallery/shop/akinyi%E2%80%99s%20baskets');
    expect(pages.shop('indaba-gallery', { page: 1 })).toBe('/seller-gallery/shop/indaba-gallery');
    expect(pages.order('7')).toBe('/order/7');
    expect(pages.productReviews(42)).toBe('/product/42#reviews');
    expect(pages.trackOrder('ORD 1')).toBe('/track-order?number=ORD%201');
    expect(pages.trackOrder()).toBe('/track-order');
    expect(pages.profileDetails).toBe('/profile-details');
    expect(pages.adminUsers({ q: '+254 712', page: 1 })).toBe('/admin/users?q=%2B254%20712');
    expect(pages.login()).toBe('/login');
    expect(pages.login('/cart')).toBe('/login?redirect=%2Fcart');
    expect(pages.login('/order-history?page=2', { expired: true })).toBe('/login?redirect=%2Forder-history%3Fpage%3D2&expired=1');
    expect(pages.register()).toBe('/register');
    expect(pages.newsletterOutcome('subscribed')).toBe('/newsletter?outcome=subscribed#newsletter');
    expect(pages.contactOutcome('sent')).toBe('/contact/sent#contact-form');
    expect(handlers.reviews(42)).toBe('/api/reviews/42');
    expect(handlers.reviews(42, 1)).toBe('/api/reviews/42?page=1');
    expect(handlers.sessionExpired('/order/7')).toBe('/api/session/expired?redirect=%2Forder%2F7');
  });
});
