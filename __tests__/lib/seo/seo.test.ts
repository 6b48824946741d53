import { PROTECTED_PREFIXES } from '@/lib/session/protected-routes';
import { divisionTrail } from '@/lib/seo/breadcrumbs';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { disallowedPaths } from '@/lib/seo/robots';
import { absoluteUrl, siteUrl } from '@/lib/seo/site';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from '@/lib/seo/structured-data';
import { setEnv } from '@/__tests__/support/env';

const saved = { SITE_URL: process.env.SITE_URL, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
beforeEach(() => setEnv({ SITE_URL: 'https://mikono.example/', NEXTAUTH_URL: undefined }));
afterAll(() => setEnv(saved));

describe('site URL', () => {
  it('prefers SITE_URL, then NEXTAUTH_URL, then the development address', () => {
    expect(siteUrl()).toBe('https://mikono.example');
    setEnv({ SITE_URL: undefined, NEXTAUTH_URL: 'http://localhost:3100' });
    expect(siteUrl()).toBe('http://localhost:3100');
    setEnv({ NEXTAUTH_URL: undefined });
    expect(siteUrl()).toBe('http://localhost:3000');
  });

  it('makes absolute URLs from paths', () => {
    expect(absoluteUrl('/product/42')).toBe('https://mikono.example/product/42');
    expect(absoluteUrl('media/x.png')).toBe('https://mikono.example/media/x.png');
  });
});

describe('pageMetadata', () => {
  it('gives every page a canonical URL and Open Graph', () => {
    const meta = pageMetadata({
      title: 'Baskets',
      description: 'Kiondo and more.',
      path: '/categories/6',
      images: [{ url: '/media/categories/baskets.png', alt: 'Baskets' }],
    });
    expect(meta.alternates?.canonical).toBe('https://mikono.example/categories/6');
    expect(meta.openGraph).toMatchObject({
      title: 'Baskets',
      description: 'Kiondo and more.',
      url: 'https://mikono.example/categories/6',
      siteName: 'Mikono',
      images: [{ url: 'https://mikono.example/media/categories/baskets.png', alt: 'Baskets' }],
    });
    expect(meta.robots).toBeUndefined();
  });

  it('can keep a page out of the index while links are followed', () => {
    expect(pageMetadata({ title: 'Results', path: '/marketplace', noIndex: true }).robots).toEqual({ index: false, follow: true });
  });

  it('names a missing item in the title of its 404 and keeps that page out of the index, without a canonical URL', () => {
    const meta = notFoundMetadata('Category');
    expect(meta.title).toBe('Category not found');
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates).toBeUndefined();
  });
});

describe('JSON-LD', () => {
  it('describes a product with an Offer in KES and its availability', () => {
    const data = productJsonLd({
      id: 42,
      name: 'Kiondo',
      sku: 'BAS-1',
      images: ['/media/p.png', null],
      price: 1250,
      inStock: false,
      brand: "Akinyi's Baskets",
      rating: 4.5,
      reviewCount: 2,
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Kiondo',
      url: 'https://mikono.example/product/42',
      image: ['https://mikono.example/media/p.png'],
      brand: { '@type': 'Brand', name: "Akinyi's Baskets" },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      offers: { '@type': 'Offer', price: '1250.00', priceCurrency: 'KES', availability: 'https://schema.org/OutOfStock' },
    });
    expect(productJsonLd({ id: 1, name: 'x', images: [], price: 10, inStock: true, rating: 0, reviewCount: 0 })).not.toHaveProperty('aggregateRating');
  });

  it('lists a breadcrumb trail with positions and absolute URLs', () => {
    const trail = divisionTrail({ id: 6, name: 'Baskets' }, { id: 21, name: 'Kiondo' }, { id: 60, name: 'Sisal Kiondo' });
    expect(breadcrumbJsonLd(trail).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://mikono.example/' },
      { '@type': 'ListItem', position: 2, name: 'Marketplace', item: 'https://mikono.example/marketplace' },
      { '@type': 'ListItem', position: 3, name: 'Baskets', item: 'https://mikono.example/categories/6' },
      { '@type': 'ListItem', position: 4, name: 'Kiondo', item: 'https://mikono.example/subcategories/21' },
      { '@type': 'ListItem', position: 5, name: 'Sisal Kiondo', item: 'https://mikono.example/divisions/60' },
    ]);
  });

  it('names the organisation', () => {
    expect(organizationJsonLd()).toMatchObject({ '@type': 'Organization', name: 'Mikono', url: 'https://mikono.example' });
  });

  it('cannot be used to close the script element', () => {
    const json = serializeJsonLd(productJsonLd({ id: 1, name: '</script><script>alert(1)</script>', images: [], price: 1, inStock: true }));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('robots', () => {
  it('keeps crawlers out of the API, cart, checkout, every account route and the auth pages', () => {
    const paths = disallowedPaths();
    expect(paths).toEqual(expect.arrayContaining(['/api/', '/cart', '/checkout', '/login', '/register', '/reset-password']));
    for (const prefix of PROTECTED_PREFIXES) expect(paths).toEqual(expect.arrayContaining([`${prefix}$`, `${prefix}/`]));
    expect(paths).not.toContain('/marketplace');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves the public seller galleries to crawlers beside /sell and /seller (a rule matches every path it starts)', () => {
    const blocked = (path: string) => disallowedPaths().some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
    expect(blocked('/seller-gallery/shop/kazuri-beads')).toBe(false);
    expect(blocked('/sell')).toBe(true);
    expect(blocked('/seller')).toBe(true);
    expect(blocked('/seller/orders/3')).toBe(true);
    expect(blocked('/order/12')).toBe(true);
  });
});
