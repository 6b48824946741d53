import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { APP_ROUTES, isRoutedPath } from '@/lib/routing/app-routes';
import { config, proxy } from '@/proxy';

const root = path.join(__dirname, '..', '..', '..');

/** Every file under a folder, as paths relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The routes app/ defines, as Next's patterns: route groups dropped, API routes left out. */
function routesInApp(): string[] {
  return filesUnder(path.join(root, 'app'))
    .filter((file) => /(^|\/)(page|route)\.tsx?$/.test(file) && !file.startsWith('api/'))
    .map(
      (file) =>
        `/${file
          .split('/')
          .slice(0, -1)
          .filter((segment) => !/^\(.*\)$/.test(segment))
          .join('/')}`,
    )
    .map((route) => (route === '/[[...home]]' ? '/' : route))
    .sort();
}

const rewriteOf = async (url: string) => (await proxy(new NextRequest(url))).headers.get('x-middleware-rewrite');

describe('the routes proxy.ts knows (lib/routing/app-routes.ts)', () => {
  it('are exactly the pages and route handlers of app/ (add a new one to APP_ROUTES)', () => {
    expect([...APP_ROUTES].sort()).toEqual(routesInApp());
  });

  it('match the addresses those routes answer, and nothing else', () => {
    for (const pathname of [
      '/',
      '/about',
      '/about/',
      '/product/12',
      '/categories/3',
      '/stories/7',
      '/stories/7/a-basket-weavers-morning',
      '/seller-gallery/shop/akinyi-s-baskets',
      '/seller-gallery/shop/akinyi-s-baskets/textiles/page/2',
      '/verify/KE-2024.0031',
      '/verify/KE%202024',
      '/media/products/basket-1.png',
      '/marketplace/current',
      '/ShopCategoryPage',
    ]) {
      expect([pathname, isRoutedPath(pathname)]).toEqual([pathname, true]);
    }
    for (const pathname of [
      '/home/current',
      '/no-such-page',
      '/product',
      '/product/12/reviews',
      '/about/team',
      '/media',
      '/wp-login.php',
      '/images/missing.png',
      '/shopcategorypage',
      '//',
    ]) {
      expect([pathname, isRoutedPath(pathname)]).toEqual([pathname, false]);
    }
  });

  it('send any other address to the built not-found page, and pages to themselves', async () => {
    for (const pathname of ['/no-such-page', '/home/current', '/product/12/reviews', '/wp-login.php', '/.well-known/security.txt']) {
      expect(await rewriteOf(`http://shop.test${pathname}`)).toBe('http://shop.test/_not-found');
    }
    for (const pathname of ['/', '/about', '/product/12', '/verify/KE-2024.0031']) {
      expect(await rewriteOf(`http://shop.test${pathname}`)).toBeNull();
    }
  });
});

describe("proxy.ts's matcher", () => {
  // Next compiles the matcher with path-to-regexp; for this one (a single group of plain regular
  // expression) that is the same expression anchored at both ends.
  const matches = (pathname: string) => config.matcher.some((source) => new RegExp(`^${source}$`).test(pathname));

  it('leaves out every file in public/ and the metadata routes, or the proxy would answer them 404', () => {
    for (const file of filesUnder(path.join(root, 'public'))) expect([file, matches(`/${file}`)]).toEqual([file, false]);
    for (const pathname of ['/robots.txt', '/sitemap.xml', '/sitemap/0.xml', '/sitemap/12.xml', '/manifest.webmanifest']) {
      expect([pathname, matches(pathname)]).toEqual([pathname, false]);
    }
  });

  it("runs for pages and for any other address, not for API routes, Next's assets or the media route", () => {
    for (const pathname of ['/', '/marketplace', '/product/12', '/images/missing.png', '/wp-login.php', '/favicon.ico.bak']) {
      expect([pathname, matches(pathname)]).toEqual([pathname, true]);
    }
    for (const pathname of ['/api/cart', '/_next/static/chunks/app.js', '/_next/image', '/media/products/basket-1.png']) {
      expect([pathname, matches(pathname)]).toEqual([pathname, false]);
    }
  });
});
