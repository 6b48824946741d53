// Every route handler the storefront answers, read from the file system (app/**/route.ts), with the
// few that a visitor without a session may use and the few a foreign Origin may reach, each with
// its reason. Shared by the jest suite (__tests__/security) and the journeys (e2e/security.spec.ts),
// so a new handler is an account route that must refuse a visitor unless it is named here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..');

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface RouteHandler {
  /** The file, relative to the repository: `app/api/addresses/[addressId]/route.ts`. */
  file: string;
  /** The route's pattern as the browser addresses it: `/api/addresses/[addressId]`. */
  pattern: string;
  methods: HttpMethod[];
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /^route\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function patternOf(file: string): string {
  const segments = file.split(sep).slice(1, -1);
  // Route groups `(site)` are not part of the address.
  return `/${segments.filter((segment) => !/^\(.*\)$/.test(segment)).join('/')}`;
}

/** Every route.ts under app/, with the HTTP methods it exports. */
export function routeHandlers(): RouteHandler[] {
  return routeFiles(join(REPO_ROOT, 'app'))
    .map((path) => relative(REPO_ROOT, path))
    .sort()
    .map((file) => {
      const source = readFileSync(join(REPO_ROOT, file), 'utf8');
      const methods = HTTP_METHODS.filter((method) => new RegExp(`export\\s+const\\s+${method}\\s*=`).test(source));
      return { file, pattern: patternOf(file), methods };
    });
}

/** `METHOD /pattern`, the key of the lists below. */
export const keyOf = (method: HttpMethod, pattern: string) => `${method} ${pattern}`;

/**
 * What a visitor may use without a session. Everything else is an account route: it answers 401
 * to a request without one, whatever else the request carries.
 */
export const PUBLIC_HANDLERS: Record<string, string> = {
  'GET /verify/lookup': 'the no-JavaScript serial form',
  'GET /media/[...path]': 'product, shop and story images',
  'GET /sitemap.xml': 'the sitemap (or its index) for crawlers',
  'GET /sitemap/[file]': 'a file of the sitemap index',
  'GET /api/verify/[serial]': 'the authenticity check',
  'GET /api/reviews/[productId]': 'a product’s reviews',
  'GET /api/session/expired': 'clears a dead session and sends the browser to log in',
  'GET /api/payments/methods': 'which ways to pay the API takes, the same for everyone (no token sent)',
  'GET /api/cart': 'the guest cart',
  'DELETE /api/cart': 'the guest cart',
  'GET /api/cart/summary': 'the guest cart',
  'POST /api/cart/items': 'the guest cart',
  'PATCH /api/cart/items/[productId]': 'the guest cart',
  'DELETE /api/cart/items/[productId]': 'the guest cart',
  'POST /api/contact': 'the contact form',
  'POST /api/newsletter': 'the newsletter signup',
  'POST /api/auth/register': 'signing up',
  'POST /api/auth/forgot-password': 'the password reset, before any session',
  'POST /api/auth/verify-reset-code': 'the password reset, before any session',
  'POST /api/auth/reset-password': 'the password reset, before any session',
  'GET /api/auth/[...nextauth]': 'next-auth: signing in, reading the session',
  'HEAD /api/auth/[...nextauth]': 'next-auth: signing in, reading the session',
  'POST /api/auth/[...nextauth]': 'next-auth: signing in and out',
  'PUT /api/auth/[...nextauth]': 'answers 405, does nothing',
  'PATCH /api/auth/[...nextauth]': 'answers 405, does nothing',
  'DELETE /api/auth/[...nextauth]': 'answers 405, does nothing',
  'OPTIONS /api/auth/[...nextauth]': 'answers 405, does nothing',
  'POST /api/revalidate': 'the API’s webhook, signed with HMAC instead',
};

/**
 * Non-GET handlers that do not answer a foreign Origin with 403, and what they answer instead
 * (without doing anything). Every other POST, PUT, PATCH, DELETE and OPTIONS answers 403.
 */
export const FOREIGN_ORIGIN_EXCEPTIONS: Record<string, { status: number; reason: string }> = {
  'POST /api/revalidate': { status: 401, reason: 'the API calls it server to server; an unsigned body is refused' },
  'PUT /api/auth/[...nextauth]': { status: 405, reason: 'a method next-auth does not take' },
  'PATCH /api/auth/[...nextauth]': { status: 405, reason: 'a method next-auth does not take' },
  'DELETE /api/auth/[...nextauth]': { status: 405, reason: 'a method next-auth does not take' },
  'OPTIONS /api/auth/[...nextauth]': { status: 405, reason: 'a method next-auth does not take' },
};

/** Segments that name one of a few words rather than a record: a word the route answers. */
const SAMPLE_WORDS: Record<string, string> = { step: 'publish', kind: 'logo', shopStep: 'verify', storyStep: 'publish', refundStep: 'retry' };

/** The route's params for a request to it: `[id]` segments as `1`, catch-alls as one segment. */
export function sampleParams(pattern: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [, rest, name] of pattern.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)) {
    params[name] = rest ? [name === 'nextauth' ? 'session' : 'x.png'] : (SAMPLE_WORDS[name] ?? '1');
  }
  return params;
}

/** An address the pattern answers, with the sample params filled in. */
export function samplePath(pattern: string): string {
  const params = sampleParams(pattern);
  return pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value.join('/') : value;
  });
}
