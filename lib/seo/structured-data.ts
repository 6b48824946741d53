// schema.org JSON-LD builders (pure): Product with its Offer in KES, BreadcrumbList, Organization.
// Search engines read these from the page's first HTML (<JsonLd> in json-ld.tsx).
import { SITE_DESCRIPTION, SITE_NAME } from '@/components/layout/brand';
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
  const url = absoluteUrl(`/product/${p.id}`);
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

/** A list of products on a listing page (the first page's items, in order). */
export function itemListJsonLd(name: string, productIds: number[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: productIds.map((id, index) => ({ '@type': 'ListItem', position: index + 1, url: absoluteUrl(`/product/${id}`) })),
  };
}

/** JSON for a <script> element: `<` escaped so no value can close the script. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
