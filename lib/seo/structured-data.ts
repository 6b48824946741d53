// schema.org JSON-LD builders (pure): Product with its Offer in KES (shipping and returns as the
// site states them), BreadcrumbList, WebSite with its search, Organization, Store (a seller's
// shop), BlogPosting (stories) and FAQPage. Search engines read these from the page's first HTML
// (<JsonLd> in json-ld.tsx); __tests__/lib/seo/rich-results.test.ts holds them to Google's
// required and recommended properties.
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/messages/brand';
import { displayRating } from '@/contract/rules/rating';
import { RETURN_WINDOW_DAYS } from '@/contract/rules/returns';
import { pages } from '@/lib/routing/urls';
import type { BreadcrumbItem } from './breadcrumbs';
import { countryCode } from './country-code';
import { LOGO } from './icons';
import { CURRENCY, HANDLING_DAYS, RETURN_POLICY_PATH, RETURNS_POLICY, SHIPPING_COUNTRY, SHIPPING_RATE, TRANSIT_DAYS } from './merchant-policy';
import { absoluteUrl, siteUrl } from './site';

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

/** How many reviews a product page gives crawlers: the first page's, as the page shows them. */
const MAX_JSON_LD_REVIEWS = 5;

interface ProductReviewInput {
  author: string;
  rating: number;
  body: string;
  /** ISO date or date-time. */
  date: string;
}

export interface ProductJsonLdInput {
  id: number;
  name: string;
  description?: string;
  sku?: string;
  /** Root-relative image paths. */
  images: (string | null)[];
  price: number;
  inStock: boolean;
  /** The shop that makes and sells it. */
  brand?: string;
  /** Root-relative path of the shop's page. */
  sellerPath?: string;
  category?: string;
  rating?: number;
  reviewCount?: number;
  /** A few of its reviews, newest first; at most MAX_JSON_LD_REVIEWS are given. */
  reviews?: ProductReviewInput[];
  /** Serial number or barcode, when the page has one. */
  gtin?: string | null;
  /** When the page is rendered; priceValidUntil is counted from it. */
  now?: Date;
}

/**
 * The last day of next year (UTC): a price date a year or more ahead that stays the same all year,
 * so a stored page and a fresh render of it say the same thing. Prices change on the page itself;
 * this only keeps a search result's price from looking stale.
 */
export function priceValidUntil(now: Date = new Date()): string {
  return `${now.getUTCFullYear() + 1}-12-31`;
}

const days = (range: { min: number; max: number }) => ({ '@type': 'QuantitativeValue', minValue: range.min, maxValue: range.max, unitCode: 'DAY' });

/** The cart's shipping rule: a flat rate per order, delivered in Kenya. */
function shippingDetailsJsonLd(): JsonLdObject {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: SHIPPING_RATE, currency: CURRENCY },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: SHIPPING_COUNTRY },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(HANDLING_DAYS), transitTime: days(TRANSIT_DAYS) },
  };
}

/**
 * The site's returns (lib/domain/returns-policy.ts): an unused piece within 14 days of delivery,
 * sent back by courier; a piece that is not authentic or not as described is refunded in full,
 * shipping included (no fee for returning it), within 90 days. The site states no fee for an
 * ordinary return and refunds into the buyer's wallet, so neither returnFees nor refundType is
 * claimed here.
 */
function returnPolicyJsonLd(): JsonLdObject {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: SHIPPING_COUNTRY,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: 'https://schema.org/ReturnByMail',
    itemCondition: 'https://schema.org/NewCondition',
    itemDefectReturnFees: 'https://schema.org/FreeReturn',
    merchantReturnLink: absoluteUrl(RETURN_POLICY_PATH),
    description: `${RETURNS_POLICY.returnWindow} ${RETURNS_POLICY.refundGuarantee}`,
  };
}

function reviewJsonLd(r: ProductReviewInput): JsonLdObject {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: r.author },
    reviewRating: { '@type': 'Rating', ratingValue: displayRating(r.rating), bestRating: 5, worstRating: 1 },
    ...(r.body.trim() ? { reviewBody: r.body.trim() } : {}),
    datePublished: r.date,
  };
}

export function productJsonLd(p: ProductJsonLdInput): JsonLdObject {
  const url = absoluteUrl(pages.product(p.id));
  const images = p.images.filter((i): i is string => Boolean(i)).map(absoluteUrl);
  // A review needs its author's name for rich results; one without is left out.
  const reviews = (p.reviews ?? []).filter((r) => r.author.trim() && r.rating >= 1 && r.rating <= 5).slice(0, MAX_JSON_LD_REVIEWS);
  const seller = p.brand ? { '@type': 'Organization', name: p.brand, ...(p.sellerPath ? { url: absoluteUrl(p.sellerPath) } : {}) } : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: p.name,
    url,
    ...(p.description ? { description: p.description } : {}),
    ...(p.sku ? { sku: p.sku } : {}),
    ...(p.gtin ? { gtin13: p.gtin } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    ...(p.category ? { category: p.category } : {}),
    ...(p.rating !== undefined && p.reviewCount
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: displayRating(p.rating), reviewCount: p.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: p.price.toFixed(2),
      priceCurrency: CURRENCY,
      priceValidUntil: priceValidUntil(p.now),
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      shippingDetails: shippingDetailsJsonLd(),
      hasMerchantReturnPolicy: returnPolicyJsonLd(),
      ...(seller ? { seller } : {}),
    },
  };
}

export function breadcrumbJsonLd(items: BreadcrumbItem[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.href),
    })),
  };
}

/** The marketplace's logo: a PNG of at least 112 px, as Google's logo guidelines want. */
function logoJsonLd(): JsonLdObject {
  return { '@type': 'ImageObject', url: absoluteUrl(LOGO.src), width: LOGO.width, height: LOGO.height };
}

export function organizationJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl()}/#organization`,
    name: SITE_NAME,
    url: siteUrl(),
    logo: logoJsonLd(),
    description: SITE_DESCRIPTION,
  };
}

/** The search a result may offer: the marketplace's own `?q=` (the header's search form). */
const SEARCH_URL_TEMPLATE = '/marketplace?q={search_term_string}';

/** The site itself, with the search box Google may show under it. */
export function webSiteJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl()}/#website`,
    name: SITE_NAME,
    url: `${siteUrl()}/`,
    description: SITE_DESCRIPTION,
    inLanguage: 'en-KE',
    publisher: { '@id': `${siteUrl()}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(SEARCH_URL_TEMPLATE) },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface StoreJsonLdInput {
  /** Root-relative canonical path of the shop's page. */
  path: string;
  name: string;
  description?: string;
  /** Root-relative banner image path. */
  image?: string | null;
  /** Town or city ('Cape Coast, Ghana'), and the country as the API names it ('Ghana'). */
  locality: string;
  country: string;
  email?: string | null;
  telephone?: string | null;
  rating?: number;
  reviewCount?: number;
}

/** A seller's shop as a schema.org Store, offered through the marketplace. */
export function storeJsonLd(s: StoreJsonLdInput): JsonLdObject {
  const url = absoluteUrl(s.path);
  // schema.org wants the ISO 3166-1 code; a country the table does not know stays as its name.
  const country = countryCode(s.country) ?? s.country;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': url,
    name: s.name,
    url,
    ...(s.description ? { description: s.description } : {}),
    ...(s.image ? { image: absoluteUrl(s.image) } : {}),
    address: { '@type': 'PostalAddress', addressLocality: s.locality, addressCountry: country },
    ...(s.email ? { email: s.email } : {}),
    ...(s.telephone ? { telephone: s.telephone } : {}),
    currenciesAccepted: 'KES',
    ...(s.rating !== undefined && s.reviewCount
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: displayRating(s.rating), reviewCount: s.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** A list of products on a listing page (the first page's items, in order). */
export function itemListJsonLd(name: string, productIds: number[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: productIds.map((id, index) => ({ '@type': 'ListItem', position: index + 1, url: absoluteUrl(pages.product(id)) })),
  };
}

export interface ArticleJsonLdInput {
  /** Root-relative canonical path of the article. */
  path: string;
  headline: string;
  /** A second title (the story's meta title), when it says something the headline does not. */
  alternativeHeadline?: string | null;
  description?: string | null;
  /** Root-relative image path. */
  image?: string | null;
  datePublished: string;
  dateModified?: string | null;
  author?: string | null;
  section?: string | null;
}

/** A story as a BlogPosting, published by the marketplace. */
export function articleJsonLd(a: ArticleJsonLdInput): JsonLdObject {
  const url = absoluteUrl(a.path);
  const publisher = { '@type': 'Organization', name: SITE_NAME, url: siteUrl(), logo: logoJsonLd() };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: a.headline,
    ...(a.alternativeHeadline && a.alternativeHeadline !== a.headline ? { alternativeHeadline: a.alternativeHeadline } : {}),
    ...(a.description ? { description: a.description } : {}),
    ...(a.image ? { image: [absoluteUrl(a.image)] } : {}),
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    ...(a.section ? { articleSection: a.section } : {}),
    author: a.author ? { '@type': 'Person', name: a.author } : publisher,
    publisher,
  };
}

/** Questions and answers of the FAQ page (answers as plain text). */
export function faqJsonLd(items: { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** JSON for a <script> element: `<` escaped so no value can close the script. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
