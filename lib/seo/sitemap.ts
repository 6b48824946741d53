// The sitemap as pure functions: every public page with its lastmod, cut into files of at most
// 50,000 URLs (the protocol's limit), each file's XML, and the index that lists the files once
// there is more than one. app/sitemap.xml/route.ts and app/sitemap/[file]/route.ts serve them.
import { pages } from '@/lib/routing/urls';
import { absoluteUrl } from './site';

/** The sitemap protocol's limit for one file (it also caps a file at 50 MB, far above ours). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapProduct {
  id: number;
  /** ISO date-time, or null when the API answered none. */
  lastModified: string | null;
  categoryId: number;
  subcategoryId: number;
  divisionId: number;
}
export interface SitemapShop {
  slug: string;
  lastModified: string | null;
}
export interface SitemapStory {
  id: number;
  slug: string;
  lastModified: string | null;
}

export interface SitemapData {
  products: SitemapProduct[];
  categoryIds: number[];
  subcategoryIds: number[];
  divisionIds: number[];
  shops: SitemapShop[];
  stories: SitemapStory[];
}

type ChangeFrequency = 'daily' | 'weekly' | 'monthly';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  changefreq?: ChangeFrequency;
  priority?: number;
}

/** What a fixed page lists, and so what dates it: products, shops, stories, or nothing we can date. */
type Lists = 'products' | 'shops' | 'stories' | null;

/** The fixed pages. The four pages of text have no date the API knows, so they have no lastmod. */
export const STATIC_PAGES: { path: string; changefreq: ChangeFrequency; priority: number; lists: Lists }[] = [
  { path: '/', changefreq: 'daily', priority: 1, lists: 'products' },
  { path: pages.marketplace, changefreq: 'daily', priority: 0.9, lists: 'products' },
  { path: pages.categories, changefreq: 'weekly', priority: 0.7, lists: 'products' },
  { path: pages.editorsPick, changefreq: 'weekly', priority: 0.7, lists: 'products' },
  { path: pages.summerCollection, changefreq: 'weekly', priority: 0.7, lists: 'products' },
  { path: pages.sellersHub, changefreq: 'weekly', priority: 0.7, lists: 'shops' },
  { path: pages.premiumBrands, changefreq: 'weekly', priority: 0.6, lists: 'shops' },
  { path: pages.individualArtisans, changefreq: 'weekly', priority: 0.6, lists: 'shops' },
  { path: pages.stories, changefreq: 'weekly', priority: 0.6, lists: 'stories' },
  { path: pages.about, changefreq: 'monthly', priority: 0.4, lists: null },
  { path: pages.faq, changefreq: 'monthly', priority: 0.4, lists: null },
  { path: pages.contact, changefreq: 'monthly', priority: 0.3, lists: null },
  { path: pages.newsletter, changefreq: 'monthly', priority: 0.3, lists: null },
];

/** The latest of some ISO dates, as given; undefined when there is none. */
function latest(dates: Iterable<string | null | undefined>): string | undefined {
  let best: string | undefined;
  let bestTime = -Infinity;
  for (const date of dates) {
    if (!date) continue;
    const time = Date.parse(date);
    if (time > bestTime) {
      best = date;
      bestTime = time;
    }
  }
  return best;
}

/** Each key's latest product date: a listing page changes when a product in it does. */
function latestBy(products: SitemapProduct[], key: (p: SitemapProduct) => number): Map<number, string> {
  const out = new Map<number, string>();
  for (const p of products) {
    if (!p.lastModified) continue;
    const k = key(p);
    const seen = out.get(k);
    if (!seen || Date.parse(p.lastModified) > Date.parse(seen)) out.set(k, p.lastModified);
  }
  return out;
}

const withDate = (url: SitemapUrl, lastmod: string | null | undefined): SitemapUrl => (lastmod ? { ...url, lastmod } : url);

/** Every URL of the sitemap, in order: fixed pages, the category tree, shops, stories, products. */
export function sitemapUrls(data: SitemapData): SitemapUrl[] {
  const newest: Record<Exclude<Lists, null>, string | undefined> = {
    products: latest(data.products.map((p) => p.lastModified)),
    shops: latest(data.shops.map((s) => s.lastModified)),
    stories: latest(data.stories.map((s) => s.lastModified)),
  };
  const byCategory = latestBy(data.products, (p) => p.categoryId);
  const bySubcategory = latestBy(data.products, (p) => p.subcategoryId);
  const byDivision = latestBy(data.products, (p) => p.divisionId);

  return [
    ...STATIC_PAGES.map((p) => withDate({ loc: absoluteUrl(p.path), changefreq: p.changefreq, priority: p.priority }, p.lists ? newest[p.lists] : null)),
    ...data.categoryIds.map((id) => withDate({ loc: absoluteUrl(pages.category(id)), changefreq: 'daily', priority: 0.8 }, byCategory.get(id))),
    ...data.subcategoryIds.map((id) => withDate({ loc: absoluteUrl(pages.subcategory(id)), changefreq: 'daily', priority: 0.7 }, bySubcategory.get(id))),
    ...data.divisionIds.map((id) => withDate({ loc: absoluteUrl(pages.division(id)), changefreq: 'daily', priority: 0.6 }, byDivision.get(id))),
    ...data.shops.map((s) => withDate({ loc: absoluteUrl(pages.shop(s.slug)), changefreq: 'weekly', priority: 0.6 }, s.lastModified)),
    ...data.stories.map((s) => withDate({ loc: absoluteUrl(pages.story(s)), changefreq: 'monthly', priority: 0.5 }, s.lastModified)),
    ...data.products.map((p) => withDate({ loc: absoluteUrl(pages.product(p.id)), changefreq: 'daily', priority: 0.8 }, p.lastModified)),
  ];
}

/** How many files the URLs take (one, even when empty). */
export function sitemapFileCount(urlCount: number): number {
  return Math.max(1, Math.ceil(urlCount / SITEMAP_MAX_URLS));
}

/** The URLs of file `index` (0-based); empty past the last. */
export function sitemapFile(urls: SitemapUrl[], index: number): SitemapUrl[] {
  return urls.slice(index * SITEMAP_MAX_URLS, (index + 1) * SITEMAP_MAX_URLS);
}

/** The file index of a `/sitemap/{n}.xml` segment ('3.xml'), else null. */
export function parseSitemapFile(segment: string): number | null {
  const match = /^(0|[1-9]\d{0,5})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One sitemap file: a <urlset> of at most SITEMAP_MAX_URLS URLs. */
export function renderUrlset(urls: SitemapUrl[]): string {
  if (urls.length > SITEMAP_MAX_URLS) throw new RangeError(`A sitemap file holds at most ${SITEMAP_MAX_URLS} URLs, not ${urls.length}`);
  const body = urls
    .map(
      (u) =>
        `<url>\n<loc>${escapeXml(u.loc)}</loc>\n${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>\n` : ''}${
          u.changefreq ? `<changefreq>${u.changefreq}</changefreq>\n` : ''
        }${u.priority !== undefined ? `<priority>${u.priority}</priority>\n` : ''}</url>\n`,
    )
    .join('');
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${body}</urlset>\n`;
}

/** The sitemap index: one <sitemap> per file, each dated by its newest URL. */
function renderSitemapIndex(urls: SitemapUrl[]): string {
  const files = Array.from({ length: sitemapFileCount(urls.length) }, (_, index) => {
    const lastmod = latest(sitemapFile(urls, index).map((u) => u.lastmod));
    return `<sitemap>\n<loc>${escapeXml(absoluteUrl(pages.sitemapFile(index)))}</loc>\n${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>\n` : ''}</sitemap>\n`;
  });
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${files.join('')}</sitemapindex>\n`;
}

/**
 * What /sitemap.xml answers: the one file while the site has at most 50,000 URLs, else the index
 * of its files.
 */
export function renderSitemapRoot(urls: SitemapUrl[]): string {
  return urls.length <= SITEMAP_MAX_URLS ? renderUrlset(urls) : renderSitemapIndex(urls);
}
