// The sitemap at the scale of the 100,000-product seed: /sitemap.xml turns into an index of files
// of at most 50,000 URLs, each well-formed XML whose every URL has its <loc> and <lastmod>.
// saxes is the strict XML parser jsdom (the component tests' environment) parses with.
import { SaxesParser } from 'saxes';
import { GET as getRoot } from '@/app/sitemap.xml/route';
import { GET as getFile } from '@/app/sitemap/[file]/route';
import { getSitemapData } from '@/lib/catalog/sitemap';
import type { SitemapData } from '@/lib/seo/sitemap';
import { parseSitemapFile, renderSitemapRoot, renderUrlset, SITEMAP_MAX_URLS, sitemapFileCount, sitemapUrls, STATIC_PAGES } from '@/lib/seo/sitemap';
import { envForFile } from '../../support/env';

// The API's lists, as the cached read answers them (jest hoists this above the imports).
jest.mock('@/lib/catalog/sitemap', () => ({ getSitemapData: jest.fn() }));

const SITE = 'https://mikono.example';
envForFile('SITE_URL', SITE);

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString();

/** The API's lists as the sitemap reads them, with `products` products. */
function catalogue(products: number): SitemapData {
  return {
    products: Array.from({ length: products }, (_, i) => ({
      id: i + 1,
      lastModified: day(i % 300),
      categoryId: 1 + (i % 8),
      subcategoryId: 100 + (i % 30),
      divisionId: 1000 + (i % 90),
    })),
    categoryIds: Array.from({ length: 8 }, (_, i) => 1 + i),
    subcategoryIds: Array.from({ length: 30 }, (_, i) => 100 + i),
    divisionIds: Array.from({ length: 90 }, (_, i) => 1000 + i),
    shops: Array.from({ length: 200 }, (_, i) => ({ slug: `shop-${i}&co`, lastModified: day(i) })),
    stories: Array.from({ length: 40 }, (_, i) => ({ id: i + 1, slug: `story-${i}`, lastModified: day(i) })),
  };
}

interface ParsedSitemap {
  root: string;
  /** Each <url> or <sitemap> entry: its child elements' text by name. */
  entries: Record<string, string>[];
}

/** Parses strictly (a well-formedness error throws) and collects the entries. */
function parseSitemap(xml: string): ParsedSitemap {
  const parser = new SaxesParser({ xmlns: true });
  let root = '';
  const entries: Record<string, string>[] = [];
  let entry: Record<string, string> | null = null;
  let field: string | null = null;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (!root) {
      root = tag.local;
      expect(tag.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    } else if (tag.local === 'url' || tag.local === 'sitemap') entry = {};
    else if (entry) field = tag.local;
  });
  parser.on('text', (text) => {
    if (entry && field) entry[field] = (entry[field] ?? '') + text;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'url' || tag.local === 'sitemap') {
      entries.push(entry!);
      entry = null;
    } else field = null;
  });
  parser.write(xml).close();
  return { root, entries };
}

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const TEXT_PAGES = new Set(STATIC_PAGES.filter((p) => p.lists === null).map((p) => `${SITE}${p.path}`));

async function text(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  return response.text();
}

describe('the sitemap with the 100,000-product seed', () => {
  const data = catalogue(100_000);
  const total = sitemapUrls(data).length;

  beforeEach(() => {
    jest.mocked(getSitemapData).mockResolvedValue(data);
  });

  it('answers /sitemap.xml with an index of files of at most 50,000 URLs', async () => {
    const index = parseSitemap(await text(await getRoot(new Request(`${SITE}/sitemap.xml`))));
    expect(index.root).toBe('sitemapindex');
    expect(index.entries).toHaveLength(Math.ceil(total / SITEMAP_MAX_URLS));
    expect(index.entries).toHaveLength(3);
    index.entries.forEach((entry, i) => {
      expect(entry.loc).toBe(`${SITE}/sitemap/${i}.xml`);
      expect(entry.lastmod).toMatch(W3C_DATETIME);
    });
  });

  it('serves every file of the index as a well-formed <urlset> of at most 50,000 URLs, each with <loc> and <lastmod>', async () => {
    const locs = new Set<string>();
    for (let i = 0; i < sitemapFileCount(total); i += 1) {
      const file = parseSitemap(await text(await getFile(new Request(`${SITE}/sitemap/${i}.xml`), { params: Promise.resolve({ file: `${i}.xml` }) })));
      expect(file.root).toBe('urlset');
      expect(file.entries.length).toBeGreaterThan(0);
      expect(file.entries.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      // The four pages of text (About, FAQ, Contact, Newsletter) have no date to give.
      const faulty = file.entries.filter((e) => !e.loc?.startsWith(`${SITE}/`) || (!TEXT_PAGES.has(e.loc) && !W3C_DATETIME.test(e.lastmod ?? '')));
      expect(faulty).toEqual([]);
      for (const entry of file.entries) locs.add(entry.loc);
    }
    // Every URL once, in some file: all 100,000 products, every shop and story.
    expect(locs.size).toBe(total);
    expect(locs.has(`${SITE}/product/100000`)).toBe(true);
    expect(locs.has(`${SITE}/seller-gallery/shop/shop-7%26co`)).toBe(true);
    expect(locs.has(`${SITE}/stories/3/story-2`)).toBe(true);
  });

  it('answers 404 for a file past the last, and for addresses that are not a file', async () => {
    for (const file of ['3.xml', '03.xml', 'x.xml', '1', '-1.xml']) {
      const response = await getFile(new Request(`${SITE}/sitemap/${file}`), { params: Promise.resolve({ file }) });
      expect([file, response.status]).toEqual([file, 404]);
    }
  });
});

describe('the sitemap of a small catalogue', () => {
  it('is a single <urlset> at /sitemap.xml, each product, shop and story dated as the API dates it', () => {
    const data = catalogue(50);
    const file = parseSitemap(renderSitemapRoot(sitemapUrls(data)));
    expect(file.root).toBe('urlset');
    const byLoc = new Map(file.entries.map((e) => [e.loc, e.lastmod]));
    expect(byLoc.get(`${SITE}/product/7`)).toBe(data.products[6].lastModified);
    expect(byLoc.get(`${SITE}/seller-gallery/shop/shop-3%26co`)).toBe(data.shops[3].lastModified);
    expect(byLoc.get(`${SITE}/stories/5/story-4`)).toBe(data.stories[4].lastModified);
    // A listing page is as new as the newest thing it lists.
    expect(byLoc.get(`${SITE}/marketplace`)).toBe(day(49));
    expect(byLoc.get(`${SITE}/seller-gallery`)).toBe(day(199));
    expect(byLoc.get(`${SITE}/categories/1`)).toBe(day(48));
  });

  it('stays exactly one file at 50,000 URLs and splits at 50,001', () => {
    expect(sitemapFileCount(SITEMAP_MAX_URLS)).toBe(1);
    expect(sitemapFileCount(SITEMAP_MAX_URLS + 1)).toBe(2);
    expect(sitemapFileCount(0)).toBe(1);
  });

  it('escapes what XML reserves and refuses a file over the limit', () => {
    expect(renderUrlset([{ loc: 'https://x.example/?a=1&b=<2>' }])).toContain('<loc>https://x.example/?a=1&amp;b=&lt;2&gt;</loc>');
    expect(() => renderUrlset(Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ loc: `https://x.example/${i}` })))).toThrow(RangeError);
  });

  it('reads a file number only from "{n}.xml"', () => {
    expect(parseSitemapFile('0.xml')).toBe(0);
    expect(parseSitemapFile('12.xml')).toBe(12);
    for (const bad of ['', '01.xml', '1.xml.gz', 'a.xml', '1']) expect(parseSitemapFile(bad)).toBeNull();
  });
});
