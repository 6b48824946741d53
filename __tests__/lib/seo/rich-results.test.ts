// Each JSON-LD type the public pages publish, held to the properties Google's rich results need
// (required) and use (recommended), as schema.org names them. The lists below are the contract: a
// builder that drops one fails here before a search console would say so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { summariseCart } from '@/contract/rules/pricing';
import { readListingState } from '@/lib/catalog/listing-query';
import { FAQ_GROUPS } from '@/components/static/faq-content';
import { countryCode } from '@/lib/seo/country-code';
import { RETURN_WINDOW_DAYS, REFUND_GUARANTEE_DAYS } from '@/contract/rules/returns';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  priceValidUntil,
  productJsonLd,
  storeJsonLd,
  webSiteJsonLd,
  type JsonLdObject,
} from '@/lib/seo/structured-data';
import { envForFile } from '../../support/env';

type Json = Record<string, unknown>;

interface Contract {
  /** Every property listed; a nested array is "at least one of these". */
  required: (string | string[])[];
  recommended: string[];
}

/** Google's product, merchant listing, sitelinks search box, logo, local business and article docs. */
const CONTRACTS: Record<string, Contract> = {
  Product: { required: ['name', ['offers', 'review', 'aggregateRating']], recommended: ['image', 'description', 'sku', 'brand', 'offers'] },
  Offer: {
    required: ['price', 'priceCurrency', 'availability'],
    recommended: ['url', 'priceValidUntil', 'itemCondition', 'shippingDetails', 'hasMerchantReturnPolicy', 'seller'],
  },
  OfferShippingDetails: { required: ['shippingRate', 'shippingDestination'], recommended: ['deliveryTime'] },
  MonetaryAmount: { required: ['value', 'currency'], recommended: [] },
  DefinedRegion: { required: ['addressCountry'], recommended: [] },
  ShippingDeliveryTime: { required: ['handlingTime', 'transitTime'], recommended: [] },
  QuantitativeValue: { required: ['minValue', 'maxValue', 'unitCode'], recommended: [] },
  MerchantReturnPolicy: { required: ['applicableCountry', 'returnPolicyCategory', 'merchantReturnDays'], recommended: ['returnMethod', 'merchantReturnLink'] },
  AggregateRating: { required: ['ratingValue', ['reviewCount', 'ratingCount']], recommended: ['bestRating', 'worstRating'] },
  Review: { required: ['author', 'reviewRating'], recommended: ['datePublished', 'reviewBody'] },
  Rating: { required: ['ratingValue'], recommended: ['bestRating', 'worstRating'] },
  Person: { required: ['name'], recommended: [] },
  Brand: { required: ['name'], recommended: [] },
  // A seller is an Organization too; the marketplace's own logo is checked on the home page.
  Organization: { required: ['name'], recommended: ['url'] },
  ImageObject: { required: ['url'], recommended: ['width', 'height'] },
  WebSite: { required: ['name', 'url'], recommended: ['potentialAction'] },
  SearchAction: { required: ['target', 'query-input'], recommended: [] },
  EntryPoint: { required: ['urlTemplate'], recommended: [] },
  Store: { required: ['name', 'address'], recommended: ['url', 'image', 'telephone', 'aggregateRating'] },
  PostalAddress: { required: ['addressCountry'], recommended: ['addressLocality'] },
  BlogPosting: { required: ['headline'], recommended: ['image', 'datePublished', 'dateModified', 'author', 'publisher'] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name', 'item'], recommended: [] },
};

const has = (node: Json, property: string) => node[property] !== undefined && node[property] !== null && node[property] !== '';

/** Every contract property missing anywhere in the tree, as 'Type.property'; types without a contract fail too. */
function missing(node: unknown, where = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => missing(item, `${where}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const obj = node as Json;
  const type = obj['@type'];
  const out: string[] = [];
  if (typeof type === 'string') {
    const contract = CONTRACTS[type];
    if (!contract) out.push(`${where}: no contract for ${type}`);
    else {
      for (const rule of [...contract.required, ...contract.recommended]) {
        const options = Array.isArray(rule) ? rule : [rule];
        if (!options.some((p) => has(obj, p))) out.push(`${type}.${options.join('|')}`);
      }
    }
  }
  for (const [key, value] of Object.entries(obj)) if (typeof value === 'object') out.push(...missing(value, `${where}.${key}`));
  return out;
}

/** The first node of a type in the tree. */
function find(node: unknown, type: string): Json {
  const queue: unknown[] = [node];
  while (queue.length > 0) {
    const next = queue.shift();
    if (Array.isArray(next)) queue.push(...next);
    else if (next && typeof next === 'object') {
      if ((next as Json)['@type'] === type) return next as Json;
      queue.push(...Object.values(next as Json));
    }
  }
  throw new Error(`no ${type}`);
}

const root = path.join(__dirname, '..', '..', '..');
/** A PNG's size from its IHDR chunk. */
function pngSize(publicPath: string): { width: number; height: number } {
  const bytes = readFileSync(path.join(root, 'public', publicPath));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const SITE = 'https://mikono.example';
envForFile('SITE_URL', SITE);

/** A product as its page passes it: with reviews, as on /product/{id}. */
const product = (overrides: Partial<Parameters<typeof productJsonLd>[0]> = {}) =>
  productJsonLd({
    id: 42,
    name: 'Kiondo basket',
    description: 'Sisal, woven in Kitui.',
    sku: 'BAS-0042',
    images: ['/media/products/42-1.png', '/media/products/42-2.png'],
    price: 2450,
    inStock: true,
    brand: "Akinyi's Baskets",
    sellerPath: '/seller-gallery/shop/akinyis-baskets',
    category: 'Baskets > Kiondo > Sisal Kiondo',
    rating: 4.66,
    reviewCount: 9,
    reviews: Array.from({ length: 7 }, (_, i) => ({
      author: `Buyer ${i}`,
      rating: 5 - (i % 2),
      body: 'Lovely weave.',
      date: `2026-01-0${i + 1}T10:00:00.000Z`,
    })),
    now: new Date('2026-03-10T12:00:00Z'),
    ...overrides,
  });

describe('product page: Product with an Offer', () => {
  it("has every required and recommended property of Google's product and merchant listing results", () => {
    expect(missing(product())).toEqual([]);
  });

  it('prices the offer in KES with a price date a year or more ahead that does not change within the year', () => {
    const offer = find(product(), 'Offer');
    expect(offer).toMatchObject({ price: '2450.00', priceCurrency: 'KES', availability: 'https://schema.org/InStock', url: `${SITE}/product/42` });
    expect(offer.priceValidUntil).toBe('2027-12-31');
    expect(priceValidUntil(new Date('2026-01-01T00:00:00Z'))).toBe(priceValidUntil(new Date('2026-12-31T23:59:59Z')));
    expect(Date.parse(priceValidUntil(new Date('2026-12-31T00:00:00Z'))) - Date.parse('2026-12-31')).toBeGreaterThanOrEqual(365 * 86_400_000);
  });

  it("states the cart's own shipping: a flat rate per order, delivered in Kenya, with handling and transit days", () => {
    const shipping = find(product(), 'OfferShippingDetails');
    expect(shipping.shippingRate).toEqual({ '@type': 'MonetaryAmount', value: summariseCart([{ price: 2450, quantity: 1 }]).shipping, currency: 'KES' });
    expect(shipping.shippingDestination).toEqual({ '@type': 'DefinedRegion', addressCountry: 'KE' });
    const delivery = find(shipping, 'ShippingDeliveryTime') as { handlingTime: Json; transitTime: Json };
    for (const range of [delivery.handlingTime, delivery.transitTime]) {
      expect(range.unitCode).toBe('DAY');
      expect(range.minValue as number).toBeLessThanOrEqual(range.maxValue as number);
    }
  });

  it("states the FAQ's return window and the refund guarantee, for Kenya by its ISO code", () => {
    const policy = find(product(), 'MerchantReturnPolicy');
    expect(policy).toMatchObject({
      applicableCountry: 'KE',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: RETURN_WINDOW_DAYS,
      returnMethod: 'https://schema.org/ReturnByMail',
      itemDefectReturnFees: 'https://schema.org/FreeReturn',
      merchantReturnLink: `${SITE}/faq#return-window`,
    });
    expect(policy.description).toContain(`${RETURN_WINDOW_DAYS} days`);
    expect(policy.description).toContain(`${REFUND_GUARANTEE_DAYS} days`);
    // The FAQ answers the same windows the structured data states.
    const faq = FAQ_GROUPS.flatMap((g) => g.items);
    expect(faq.find((i) => i.id === 'return-window')?.answer.join(' ')).toContain(`within ${RETURN_WINDOW_DAYS} days`);
    expect(faq.find((i) => i.id === 'refund-guarantee')?.answer.join(' ')).toContain(`${REFUND_GUARANTEE_DAYS} days`);
  });

  it('gives its rating as shown and at most five reviews, each with an author and a rating', () => {
    const data = product();
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 9, bestRating: 5, worstRating: 1 });
    const reviews = data.review as Json[];
    expect(reviews).toHaveLength(5);
    expect(reviews[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Buyer 0' },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      reviewBody: 'Lovely weave.',
      datePublished: '2026-01-01T10:00:00.000Z',
    });
  });

  it('names the shop as brand and seller, and shows only its own images', () => {
    const data = product();
    expect(data.brand).toEqual({ '@type': 'Brand', name: "Akinyi's Baskets" });
    expect(find(data, 'Offer').seller).toEqual({ '@type': 'Organization', name: "Akinyi's Baskets", url: `${SITE}/seller-gallery/shop/akinyis-baskets` });
    expect(data.image).toEqual([`${SITE}/media/products/42-1.png`, `${SITE}/media/products/42-2.png`]);
    expect(data.sku).toBe('BAS-0042');
  });

  it('leaves out rating and reviews for a product without them, and still has an offer', () => {
    const data = product({ rating: undefined, reviewCount: 0, reviews: [], inStock: false });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(find(data, 'Offer').availability).toBe('https://schema.org/OutOfStock');
    expect(missing(data)).toEqual([]);
  });

  it('skips a review without an author name, which rich results would reject', () => {
    const data = product({ reviews: [{ author: ' ', rating: 4, body: 'x', date: '2026-01-01' }] });
    expect(data).not.toHaveProperty('review');
  });
});

describe('home page: WebSite and Organization', () => {
  it('offers a search whose URL template is the marketplace search the header form submits', () => {
    const site = webSiteJsonLd();
    expect(missing(site)).toEqual([]);
    const action = find(site, 'SearchAction');
    expect(action['query-input']).toBe('required name=search_term_string');
    const template = String(find(action, 'EntryPoint').urlTemplate);
    expect(template).toBe(`${SITE}/marketplace?q={search_term_string}`);
    // Filled in, it is a marketplace search for those words.
    const url = new URL(template.replace('{search_term_string}', encodeURIComponent('kiondo basket')));
    expect(url.pathname).toBe('/marketplace');
    expect(readListingState(Object.fromEntries(url.searchParams)).q).toBe('kiondo basket');
  });

  it('has a PNG logo of at least 112 px that exists in public/', () => {
    const org = organizationJsonLd();
    expect(missing(org)).toEqual([]);
    expect(org.logo).toMatchObject({ '@type': 'ImageObject' });
    const logo = find(org, 'ImageObject') as { url: string; width: number; height: number };
    expect(logo.url).toMatch(/^https:\/\/mikono\.example\/.+\.png$/);
    const size = pngSize(new URL(logo.url).pathname);
    expect(size).toEqual({ width: logo.width, height: logo.height });
    expect(size.width).toBeGreaterThanOrEqual(112);
    expect(size.height).toBeGreaterThanOrEqual(112);
  });
});

describe('shop page: Store', () => {
  const store = (country: string) =>
    storeJsonLd({
      path: '/seller-gallery/shop/kente-house',
      name: 'Kente House',
      description: 'Kente from Bonwire.',
      image: '/media/shops/kente.png',
      locality: 'Kumasi',
      country,
      email: 'hello@kente.example',
      telephone: '+233200000000',
      rating: 4.95,
      reviewCount: 31,
    });

  it('has every required and recommended property of a local business', () => {
    expect(missing(store('Ghana'))).toEqual([]);
  });

  it('gives the country as its ISO 3166-1 alpha-2 code, and its rating as shown', () => {
    expect(find(store('Ghana'), 'PostalAddress')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Kumasi', addressCountry: 'GH' });
    expect(find(store('South Africa'), 'PostalAddress').addressCountry).toBe('ZA');
    expect(find(store('Ghana'), 'AggregateRating').ratingValue).toBe(5);
  });

  it("knows the code of every country the seed's shops are in", () => {
    const codes = Object.fromEntries(
      ['Kenya', 'Uganda', 'Tanzania', 'Rwanda', 'Ethiopia', 'Ghana', 'Nigeria', 'South Africa', 'Morocco', 'Zimbabwe'].map((c) => [c, countryCode(c)]),
    );
    expect(codes).toEqual({
      Kenya: 'KE',
      Uganda: 'UG',
      Tanzania: 'TZ',
      Rwanda: 'RW',
      Ethiopia: 'ET',
      Ghana: 'GH',
      Nigeria: 'NG',
      'South Africa': 'ZA',
      Morocco: 'MA',
      Zimbabwe: 'ZW',
    });
    expect(countryCode(" côte d'ivoire ")).toBe('CI');
    expect(countryCode('ke')).toBe('KE');
    expect(countryCode('Atlantis')).toBeNull();
  });
});

describe('story page: BlogPosting', () => {
  it('has every required and recommended property of an article, with a PNG publisher logo', () => {
    const data = articleJsonLd({
      path: '/stories/12/weaving-a-kiondo',
      headline: 'Weaving a Kiondo',
      description: 'In Kitui, weavers start early.',
      image: '/media/stories/1.png',
      datePublished: '2026-01-15T09:00:00.000Z',
      dateModified: '2026-02-01T09:00:00.000Z',
      author: 'Wanjiru Kamau',
      section: 'Artisan Stories',
    });
    expect(missing(data)).toEqual([]);
    expect(data.datePublished).toMatch(ISO_DATE);
    expect(find(data.publisher, 'ImageObject').url).toBe(`${SITE}/icon-512.png`);
  });
});

describe('every page: BreadcrumbList', () => {
  it('has a position, a name and an absolute URL for every crumb', () => {
    const data: JsonLdObject = breadcrumbJsonLd([
      { name: 'Home', href: '/' },
      { name: 'Stories', href: '/stories' },
    ]);
    expect(missing(data)).toEqual([]);
  });
});
