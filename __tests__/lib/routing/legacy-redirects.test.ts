// The permanent redirects of next.config.mjs: the spec's old `.html` pages (spec section 2) and
// About's /shop. Next answers `permanent: true` with 308 and applies these before proxy.ts, which
// would otherwise send an address no route answers to the not-found page.
import { NextRequest } from 'next/server';
import nextConfig from '../../../next.config.mjs';
import { isRoutedPath } from '@/lib/routing/app-routes';
import { proxy } from '@/proxy';

/** The links the spec names (section 2, "Other links seen") and where each belongs. */
const SPEC_LINKS: [string, string][] = [
  ['/about.html', '/about'],
  ['/gallery.html', '/seller-gallery'],
  ['/faqs.html', '/faq'],
  ['/contact-us.html', '/contact'],
  ['/shop', '/seller-gallery'],
];

async function redirects() {
  const all = (await nextConfig.redirects?.()) ?? [];
  return all;
}

describe('permanent redirects (next.config.mjs)', () => {
  it.each(SPEC_LINKS)('sends %s to %s, permanently', async (source, destination) => {
    expect(await redirects()).toContainEqual({ source, destination, permanent: true });
  });

  it('sends every address to a page the app really has', async () => {
    const all = await redirects();
    expect(all.length).toBeGreaterThan(SPEC_LINKS.length);
    for (const { destination } of all) {
      expect(destination).toMatch(/^\//);
      expect(isRoutedPath(new URL(destination, 'http://shop.test').pathname)).toBe(true);
    }
  });

  it('redirects only addresses no page answers, each once, with no chains', async () => {
    const all = await redirects();
    const sources = all.map((r) => r.source);
    expect(new Set(sources).size).toBe(sources.length);
    for (const { source, destination } of all) {
      // /marketplace/current is the one route that redirects itself away (decision 005).
      if (source !== '/marketplace/current') expect(isRoutedPath(source)).toBe(false);
      expect(sources).not.toContain(destination);
      expect(all.every((r) => r.permanent === true)).toBe(true);
    }
  });

  it('covers the old pages of the header and footer: Track, Wishlist and the static pages', async () => {
    const sources = (await redirects()).map((r) => r.source);
    for (const page of ['/track-order.html', '/wishlist.html', '/index.html']) expect(sources).toContain(page);
  });

  it('would otherwise be the not-found page: the proxy rewrites an unknown .html address', async () => {
    // Why the redirect must run before the proxy (it does: Next checks next.config redirects first).
    const response = await proxy(new NextRequest('http://shop.test/about.html'));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://shop.test/_not-found');
  });
});
