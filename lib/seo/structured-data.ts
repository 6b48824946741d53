// schema.org JSON-LD builders (pure): Product with its Offer in KES, BreadcrumbList, Organization,
// Store (a seller's shop), BlogPosting (stories) and FAQPage.
// Search engines read these from the page's first HTML (<JsonLd> in json-ld.tsx).
import { SITE_DESCRIPTION, SITE_NAME } from '@/components/layout/brand';
import { productHref } from '@/lib/domain/catalog';
import type { BreadcrumbItem } from './breadcrumbs';
import { absoluteUrl, siteUrl } from './site';

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

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
  category?: string;
  rating?: number;
  reviewCount?: number;
  /** Serial number or barcode, when the page has one. */
  gtin?: string | null;
}

export function productJsonLd(p: ProductJsonLdInput): JsonLdObject {
  const url = absoluteUrl(productHref(p.id));
  const images = p.images.filter((i): i is string => Boolean(i)).map(absoluteUrl);
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
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(p.rating.toFixed(2)), reviewCount: p.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: p.price.toFixed(2),
      priceCurrency: 'KES',
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(p.brand ? { seller: { '@type': 'Organization', name: p.brand } } : {}),
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

export function organizationJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: siteUrl(),
    logo: absoluteUrl('/icon.svg'),
    description: SITE_DESCRIPTION,
  };
}

export interface StoreJsonLdInput {
  /** Root-relative canonical path of the shop's page. */
  path: string;
  name: string;
  description?: string;
  /** Root-relative banner image path. */
  image?: string | null;
  /** Town or city ('Cape Coast, Ghana'), and the country. */
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
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': url,
    name: s.name,
    url,
    ...(s.description ? { description: s.description } : {}),
    ...(s.image ? { image: absoluteUrl(s.image) } : {}),
    address: { '@type': 'PostalAddress', addressLocality: s.locality, addressCountry: s.country },
    ...(s.email ? { email: s.email } : {}),
    ...(s.telephone ? { telephone: s.telephone } : {}),
    currenciesAccepted: 'KES',
    ...(s.rating !== undefined && s.reviewCount
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(s.rating.toFixed(2)), reviewCount: s.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** A list of products on a listing page (the first page's items, in order). */
export function itemListJsonLd(name: string, productIds: number[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: productIds.map((id, index) => ({ '@type': 'ListItem', position: index + 1, url: absoluteUrl(productHref(id)) })),
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
  const publisher = { '@type': 'Organization', name: SITE_NAME, url: siteUrl(), logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } };
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
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
