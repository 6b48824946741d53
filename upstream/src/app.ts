// The marketplace API: one Hono app, one router per resource, the spec's envelope on every answer.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiDeps } from './context';
import { isConnectionLost } from './db/client';
import { ApiError, errorBody } from './http/envelope';
import { NUL_MESSAGE } from './http/body-checks';
import { mediaRoutes } from './routes/media';
import { healthRoutes } from './routes/health';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/user';
import { productRoutes } from './routes/products';
import { categoryRoutes } from './routes/categories';
import { verifyRoutes } from './routes/verify';
import { shopRoutes } from './routes/shops';
import { blogRoutes } from './routes/blogs';
import { reviewRoutes } from './routes/reviews';
import { wishlistRoutes } from './routes/wishlist';
import { addressRoutes } from './routes/addresses';
import { returnRoutes } from './routes/returns';
import { invoiceRoutes } from './routes/invoices';
import { newsletterRoutes } from './routes/newsletter';
import { notificationRoutes } from './routes/notifications';
import { contactRoutes } from './routes/contact';
import { ticketRoutes } from './routes/tickets';
import { cartRoutes } from './routes/cart';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { paystackRoutes } from './routes/paystack';
import { transactionRoutes } from './routes/transactions';
import { walletRoutes } from './routes/wallet';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { adminAuditRoutes } from './routes/admin-audit';
import { adminOrderRoutes } from './routes/admin-orders';
import { adminOverviewRoutes } from './routes/admin-overview';
import { adminShopRoutes } from './routes/admin-shops';
import { adminStoryRoutes } from './routes/admin-stories';
import { adminReviewRoutes } from './routes/admin-reviews';
import { adminPromoCodeRoutes } from './routes/admin-promo-codes';
import { fulfilmentRoutes } from './routes/fulfilment';
import { sellerProductRoutes } from './routes/seller-products';
import { sellerProductImageRoutes } from './routes/seller-product-images';
import { sellerShopRoutes } from './routes/seller-shop';
import { sellerApplicationRoutes } from './routes/seller-applications';
import { sellerOrderRoutes } from './routes/seller-orders';
import { sellerOverviewRoutes } from './routes/seller-overview';
import { sellerBalanceRoutes } from './routes/seller-balance';
import { payoutRoutes } from './routes/payouts';
import { refundRoutes } from './routes/refunds';
import { devRoutes } from './routes/dev';
import { docsRoutes } from './routes/docs';
import { openApiRouter } from './http/openapi';
import { redact } from './payments/mpesa-sandbox';

/**
 * On every answer, JSON or media: it is what its Content-Type says (nosniff); it is data, never a
 * page, so nothing in it may run, load or be framed (CSP); and in production browsers reach the
 * API over HTTPS only (HSTS; on a developer's plain-HTTP machine it would only get in the way).
 */
function securityHeadersFor(env: ApiDeps['config']['env']): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"],
    ...(env === 'production' ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as [string, string]] : []),
  ];
}

export function createApp(deps: ApiDeps) {
  const app = openApiRouter();
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', description: 'The token from POST /auth/login.' });
  const securityHeaders = securityHeadersFor(deps.config.env);

  app.use(async (c, next) => {
    c.set('deps', deps);
    // A NUL in a path or query parameter would reach PostgreSQL (which cannot store it) as a 500.
    const url = c.req.url;
    const rest = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    if (/%00/i.test(rest)) {
      c.res = c.json(errorBody(NUL_MESSAGE, { url: [NUL_MESSAGE] }), 422);
    } else {
      await next();
    }
    // An answer that sets its own policy keeps it (the reference page at /docs runs a script).
    const missing = securityHeaders.filter(([name]) => !c.res.headers.has(name));
    try {
      for (const [name, value] of missing) c.res.headers.set(name, value);
    } catch {
      // Immutable headers (a fetched Response): copy once to add ours.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of missing) c.res.headers.set(name, value);
    }
  });

  const routers = [
    healthRoutes,
    mediaRoutes,
    authRoutes,
    userRoutes,
    productRoutes,
    categoryRoutes,
    verifyRoutes,
    shopRoutes,
    blogRoutes,
    reviewRoutes,
    wishlistRoutes,
    addressRoutes,
    returnRoutes,
    invoiceRoutes,
    newsletterRoutes,
    notificationRoutes,
    contactRoutes,
    ticketRoutes,
    cartRoutes,
    orderRoutes,
    paymentRoutes,
    paystackRoutes,
    transactionRoutes,
    walletRoutes,
    accountRoutes,
    adminRoutes,
    adminOverviewRoutes,
    adminAuditRoutes,
    adminShopRoutes,
    adminStoryRoutes,
    adminReviewRoutes,
    adminPromoCodeRoutes,
    adminOrderRoutes,
    fulfilmentRoutes,
    sellerProductRoutes,
    sellerProductImageRoutes,
    sellerShopRoutes,
    sellerApplicationRoutes,
    sellerOrderRoutes,
    sellerOverviewRoutes,
    sellerBalanceRoutes,
    payoutRoutes,
    refundRoutes,
  ];
  for (const routes of routers) app.route('/', routes());
  app.route('/', docsRoutes(app));
  // The sandbox calls the callback URL of the process that started the payment: this app, in process.
  deps.payments.sandbox?.setDelivery(async (url, body) => {
    const res = await app.request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.arrayBuffer();
  });
  // The card sandbox posts its signed webhook to this app too.
  deps.payments.cardSandbox?.setDelivery(async (url, rawBody, signature) => {
    const res = await app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body: rawBody });
    await res.arrayBuffer();
  });
  if (deps.config.env !== 'production') app.route('/', devRoutes());

  app.notFound((c) => c.json(errorBody('Not found'), 404));

  app.onError((error, c) => {
    // The M-Pesa callback's path holds its secret: logs are read by more people than hold it.
    const where = `${c.req.method} ${redact(c.req.path)}`;
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error.message, error.data), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return c.json(errorBody(error.message || 'Request failed'), status);
    }
    if (isConnectionLost(error)) {
      // The database restarted or is failing over under this request: the next try gets a fresh connection.
      console.error(`[api] ${where}: the database connection was lost`);
      c.header('Retry-After', '1');
      return c.json(errorBody('The service is busy. Please try again in a moment.'), 503);
    }
    // Unexpected: logged with its stack here, never sent to the client.
    console.error(`[api] ${where} failed:`, error);
    return c.json(errorBody('Something went wrong. Please try again later.'), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
