// Every link a visitor or a crawler can follow (issue 24): a crawl of the public site from `/`,
// reading the HTML as a crawler without JavaScript gets it, that fails on any link answering 4xx
// or 5xx; and the spec's legacy `.html` addresses and About's /shop answering a permanent redirect
// to their pages.
//
// The catalogue holds thousands of products, shops and stories: every page of a kind is built by
// the same code, so the crawl opens a bounded sample of each kind (a route pattern and the query
// keys it carries: /product/[id], /marketplace?page, /seller-gallery/premium-brands?country) and
// at most MAX_PAGES pages in all. Account pages (they answer a redirect to login) and /api are not
// crawled.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { APP_ROUTES, routePattern } from '../lib/routing/app-routes';
import { isProtectedPath } from '../lib/session/protected-routes';

const MAX_PAGES = 400;
/** Pages opened per kind of page whose address holds an id, a slug or a query. */
const SAMPLE_PER_KIND = 8;

/** The spec's legacy links (section 2) and About's /shop, with the page each belongs to. */
const LEGACY_REDIRECTS: [string, string][] = [
  ['/about.html', '/about'],
  ['/gallery.html', '/seller-gallery'],
  ['/faqs.html', '/faq'],
  ['/contact-us.html', '/contact'],
  ['/track-order.html', '/track-order'],
  ['/wishlist.html', '/wishlist'],
  ['/shop', '/seller-gallery'],
];

// Static routes first, so '/marketplace' is not read as '/marketplace/[edition]'.
const ROUTES = [...APP_ROUTES]
  .sort((a, b) => Number(a.includes('[')) - Number(b.includes('[')))
  .map((route) => ({ route, pattern: routePattern(route), dynamic: route.includes('[') }));

/** The kind of a page: its route and the query keys it carries. */
function kindOf(url: URL): { kind: string; sampled: boolean } {
  const match = ROUTES.find((r) => r.pattern.test(url.pathname));
  const keys = [...new Set(url.searchParams.keys())].sort();
  const route = match?.route ?? url.pathname;
  return { kind: keys.length ? `${route}?${keys.join('&')}` : route, sampled: Boolean(match?.dynamic) || keys.length > 0 };
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The href of every <a> in the HTML, and of the <link>s that name pages (canonical, prev, next). */
function linksIn(html: string): string[] {
  const hrefs: string[] = [];
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = /\shref=(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    if (href) hrefs.push(decodeEntities(href[1] ?? href[2]));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\srel=["']?(canonical|prev|next|alternate)\b/i.test(tag)) continue;
    const href = /\shref=(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    if (href) hrefs.push(decodeEntities(href[1] ?? href[2]));
  }
  return hrefs;
}

/** Whether the crawl follows an address: this site's public pages only. */
function isCrawlable(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const path = url.pathname;
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/_next/') || path.startsWith('/media/')) return false;
  return !isProtectedPath(path);
}

interface Broken {
  url: string;
  status: number;
  from: string;
}

async function fetchPage(request: APIRequestContext, url: string) {
  return request.get(url, { maxRedirects: 0, failOnStatusCode: false, headers: { accept: 'text/html' }, timeout: 30_000 });
}

test('a crawl of the public site from / finds no broken link', async ({ request, baseURL }) => {
  test.setTimeout(15 * 60_000);
  const origin = new URL(baseURL ?? 'http://localhost:3000').origin;
  const queue: { url: string; from: string }[] = [{ url: `${origin}/`, from: '(start)' }];
  const seen = new Set<string>([`${origin}/`]);
  const perKind = new Map<string, number>();
  const broken: Broken[] = [];
  const skipped = new Set<string>();
  let visited = 0;

  while (queue.length > 0 && visited < MAX_PAGES) {
    const { url, from } = queue.shift()!;
    const parsed = new URL(url);
    const { kind, sampled } = kindOf(parsed);
    const count = perKind.get(kind) ?? 0;
    if (sampled && count >= SAMPLE_PER_KIND) {
      skipped.add(url);
      continue;
    }
    perKind.set(kind, count + 1);
    visited += 1;

    const response = await fetchPage(request, url);
    const status = response.status();
    if (status >= 400) {
      broken.push({ url: parsed.pathname + parsed.search, status, from });
      continue;
    }
    const enqueue = (href: string) => {
      if (/^(mailto|tel|javascript|data|sms):/i.test(href)) return;
      let target: URL;
      try {
        target = new URL(href, url);
      } catch {
        broken.push({ url: href, status: 0, from: parsed.pathname + parsed.search });
        return;
      }
      target.hash = '';
      if (!isCrawlable(target, origin) || seen.has(target.href)) return;
      seen.add(target.href);
      queue.push({ url: target.href, from: parsed.pathname + parsed.search });
    };
    if (status >= 300) {
      // A redirect is a link too: where it leads must answer.
      const location = response.headers()['location'];
      expect(location, `${url} redirects without a Location`).toBeTruthy();
      enqueue(location);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    for (const href of linksIn(await response.text())) enqueue(href);
  }

  // Kinds opened and how many: proof the crawl reached the catalogue, the galleries and the stories.
  const kinds = [...perKind.keys()];
  console.log(`links: ${visited} pages opened, ${kinds.length} kinds, ${skipped.size} links of sampled kinds not opened, ${queue.length} left in the queue`);
  for (const expected of [
    '/product/[id]',
    '/seller-gallery/shop/[slug]/[[...view]]',
    '/stories/[id]/[[...slug]]',
    '/about',
    '/faq',
    '/contact',
    '/marketplace',
    '/seller-gallery',
  ]) {
    expect(kinds, `the crawl reached ${expected}`).toContain(expected);
  }
  expect(broken, `broken links:\n${broken.map((b) => `${b.status} ${b.url} (linked from ${b.from})`).join('\n')}`).toEqual([]);
});

test.describe('legacy and promised links', () => {
  for (const [source, destination] of LEGACY_REDIRECTS) {
    test(`${source} answers a permanent redirect (308) to ${destination}`, async ({ request, baseURL }) => {
      const response = await fetchPage(request, source);
      expect(response.status()).toBe(308);
      const location = new URL(response.headers()['location'], baseURL);
      expect(location.pathname + location.search).toBe(destination);
      // And the page is there (an account page sends a visitor to log in first).
      const page = await request.get(destination, { failOnStatusCode: false });
      expect(page.status()).toBe(200);
    });
  }

  test('About links to the sellers hub', async ({ request }) => {
    const response = await fetchPage(request, '/about');
    expect(response.status()).toBe(200);
    const hrefs = linksIn(await response.text()).map((href) => new URL(href, 'http://site.test').pathname);
    expect(hrefs).toContain('/seller-gallery');
  });
});
