// The storefront's API paths (lib/routing/urls.ts, `api`) are routes this app registers, so a
// renamed or removed route fails here rather than as a 404 in the shop. The app's route table is
// built without a database: createApp only registers routes until a request comes.
import { api } from '../../lib/routing/urls';
import { createApp } from '../src/app';
import type { ApiDeps } from '../src/context';

/** The builders that take arguments, called with samples; the type makes a new one need a line here. */
type Builders = { [K in keyof typeof api as (typeof api)[K] extends string ? never : K]: string };
const BUILT: Builders = {
  address: api.address(3),
  defaultAddress: api.defaultAddress(3),
  user: api.user(5),
  adminUserOverview: api.adminUserOverview(5),
  userStatus: api.userStatus(5),
  adminWalletCredits: api.adminWalletCredits(5),
  adminRefundStep: api.adminRefundStep(9, 'retry'),
  adminApplicationStep: api.adminApplicationStep(8, 'approve'),
  adminShopStep: api.adminShopStep(5, 'suspend'),
  adminBlog: api.adminBlog(12),
  adminBlogStep: api.adminBlogStep(12, 'unpublish'),
  adminReviewStep: api.adminReviewStep(5, 'hide'),
  reviewReport: api.reviewReport(8),
  adminContactMessage: api.adminContactMessage(4),
  adminOrdersExport: api.adminOrdersExport({ number: 'ORD-2026', from: '2026-11-01' }),
  adminOrder: api.adminOrder(7),
  adminOrderCancel: api.adminOrderCancel(7),
  blog: api.blog('weaving-a-kiondo'),
  cartItem: api.cartItem(42),
  category: api.category(1),
  subcategory: api.subcategory(2),
  subcategoryDivisions: api.subcategoryDivisions(2),
  division: api.division(4),
  invoiceDownload: api.invoiceDownload(9),
  creditNote: api.creditNote(9),
  order: api.order(7),
  orderByIdempotencyKey: api.orderByIdempotencyKey('0b6f1c2e-checkout'),
  orderPayments: api.orderPayments(7),
  parcelReceived: api.parcelReceived(7, 5),
  trackOrder: api.trackOrder('ORD-2024-0001'),
  payment: api.payment(11),
  product: api.product(42),
  productReviews: api.productReviews(42),
  cancelReturn: api.cancelReturn(6),
  returnDecision: api.returnDecision(6, 'reject'),
  review: api.review(8),
  shopBySlug: api.shopBySlug('indaba-gallery'),
  supportTicket: api.supportTicket(12),
  ticketMessages: api.ticketMessages(12),
  ticketStatus: api.ticketStatus(12),
  verifyProduct: api.verifyProduct('KE-2024-000123'),
  wishlistItem: api.wishlistItem(42),
  sellerOrder: api.sellerOrder(31),
  sellerOrderStep: api.sellerOrderStep(31, 'ship'),
  packingSlip: api.packingSlip(31),
  sellerProduct: api.sellerProduct(49),
  sellerProductStep: api.sellerProductStep(49, 'publish'),
  sellerProductImages: api.sellerProductImages(49),
  sellerProductImage: api.sellerProductImage(49, 3),
  sellerProductImageOrder: api.sellerProductImageOrder(49),
  sellerShopImage: api.sellerShopImage('logo'),
  sellerStatement: api.sellerStatement('2026-11'),
};

/** Every API path the storefront calls: the fixed ones and the samples. */
const API_PATHS = [...Object.entries(api).filter((entry): entry is [string, string] => typeof entry[1] === 'string'), ...Object.entries(BUILT)];

function registeredRoutes(): RegExp[] {
  const deps = { config: { env: 'test' }, payments: { sandbox: null } } as unknown as ApiDeps;
  // ALL entries are middleware, not routes a call can be answered by.
  const paths = createApp(deps)
    .routes.filter((r) => r.method !== 'ALL')
    .map((r) => r.path);
  return [...new Set(paths)].map(
    (path) =>
      new RegExp(
        `^${path
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}$`,
      ),
  );
}

describe('the storefront’s API paths', () => {
  const routes = registeredRoutes();

  it.each(API_PATHS)('%s (%s) is a route the API registers', (_name, path) => {
    expect(path.startsWith('/')).toBe(false);
    expect(routes.some((route) => route.test(`/${path}`))).toBe(true);
  });
});
