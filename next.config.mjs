// Security headers on every response, and images served from the storefront's own /media/ route.
import { fileURLToPath } from 'node:url';

const production = process.env.NODE_ENV === 'production';

// With REDIS_URL the page and data cache lives in Redis, shared by every storefront instance
// (scripts/cache-handler.mjs, decision 013), and no instance keeps a copy in memory that another's
// revalidation could not reach. Read when the server starts: one build runs either way.
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./scripts/cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {};

// Next's App Router inlines its RSC payload in <script> tags, so scripts need 'unsafe-inline'
// unless every page is rendered per request with a nonce, which would defeat the shared cache.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  `connect-src 'self'${production ? '' : ' ws: wss:'}`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

// The spec's static pages were once served as files (spec section 2: about.html, gallery.html,
// faqs.html, contact-us.html "and similar" for Track, Wishlist and the footer). Links to them in
// old pages, bookmarks and search results answer a permanent redirect to the page that replaced
// each; __tests__/lib/routing/legacy-redirects.test.ts checks every target is a route of the app.
const LEGACY_PAGES = {
  '/index.html': '/',
  '/about.html': '/about',
  '/about-us.html': '/about',
  '/gallery.html': '/seller-gallery',
  '/shop.html': '/seller-gallery',
  '/faqs.html': '/faq',
  '/faq.html': '/faq',
  '/contact-us.html': '/contact',
  '/contact.html': '/contact',
  '/marketplace.html': '/marketplace',
  '/stories.html': '/stories',
  '/verify.html': '/verify',
  '/track.html': '/track-order',
  '/track-order.html': '/track-order',
  '/wishlist.html': '/wishlist',
  '/cart.html': '/cart',
  '/newsletter.html': '/newsletter',
};

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...sharedCache,
  reactStrictMode: true,
  // The build checks the storefront's own types (the API, tests and scripts are not in the bundle);
  // `npm run typecheck` checks everything with tsconfig.json.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  poweredByHeader: false,
  // No ETag hashed over every page on every request: it was most of what a cached page costs beyond
  // a small static one (docs/decisions/008-no-page-etags.md). Files keep Last-Modified, images
  // their own ETags.
  generateEtags: false,
  // Responses are compressed by scripts/serve.mjs, which speaks brotli as well as gzip (Next's own
  // compression is gzip only): docs/decisions/009-brotli.md.
  compress: false,
  images: {
    // Product, shop and story images come from the API through app/media/[...path]/route.ts.
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
    // Fewer candidate widths than Next's nine: every one is a URL in every image's srcset, written
    // twice per page (HTML and RSC payload). Phones of 360-430 CSS px at 2-3x, tablets and desktops.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [96, 256, 384],
  },
  // The unfiltered marketplace is a cached document rendered on its first visit
  // (docs/decisions/005-cached-entry-pages.md): its route lives under a dynamic segment with nothing
  // built ahead, and proxy.ts rewrites /marketplace to it when the URL carries no listing keys; the
  // internal URL redirects back to the public one, so only one address is ever shared or crawled.
  // The landing page needs no rewrite: it is the root optional catch-all, app/(site)/[[...home]].
  async redirects() {
    return [
      { source: '/marketplace/current', destination: '/marketplace', permanent: true },
      // The spec's About page links to /shop; the shops live in the Sellers Hub.
      { source: '/shop', destination: '/seller-gallery', permanent: true },
      // Permanent (308), and checked before proxy.ts, which would send these unknown addresses to
      // the not-found page: Next applies next.config redirects before the proxy runs.
      ...Object.entries(LEGACY_PAGES).map(([source, destination]) => ({ source, destination, permanent: true })),
    ];
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
