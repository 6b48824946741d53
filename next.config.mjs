// Security headers on every response, and images served from the storefront's own /media/ route.
const production = process.env.NODE_ENV === 'production';

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
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

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
  reactStrictMode: true,
  poweredByHeader: false,
  // 'use cache' for the catalogue's reads (lib/catalog), without turning every route into Cache
  // Components: account pages stay plainly dynamic.
  experimental: { useCache: true },
  // Named lifetimes (lib/catalog/tags.ts). Pages are also refreshed on demand by POST /api/revalidate.
  cacheLife: {
    catalogue: { stale: 60, revalidate: 60, expire: 60 * 60 * 24 },
    editorial: { stale: 300, revalidate: 600, expire: 60 * 60 * 24 * 7 },
  },
  images: {
    // Product, shop and story images come from the API through app/media/[...path]/route.ts.
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
