// One product in depth (GET /products/{id}): the detail the product page shows, parsed and reshaped
// once; image URLs become paths on the storefront's own origin (`/media/...`). Its public reviews
// are reviews.ts, the authenticity check by serial number verification.ts.
import 'server-only';
import type { z } from 'zod';
import type { ProductSummary } from '@/lib/domain/catalog';
import { api } from '@/lib/routing/urls';
import { toProductSummary } from './catalog-normalise';
import { CACHED_READ, publicCall, type UpstreamResult } from './client';
import { productDetailSchema } from '@/contract/api/catalog';

export interface ProductImage {
  /** Root-relative (`/media/...`). */
  src: string;
  alt: string;
}

export interface ProductShop {
  id: number;
  name: string;
  slug: string;
  type: 'brand' | 'individual';
  description: string;
  location: string;
  country: string;
  rating: number;
  reviews: number;
  yearsOfExperience: number;
}

/** Everything the product page shows (spec section 3, Product), on top of the card's summary. */
export interface ProductDetail extends ProductSummary {
  description: string;
  images: ProductImage[];
  serialNumber: string;
  shop: ProductShop;
  /** Category, subcategory and division names, in that order. */
  categories: string[];
  origin: string | null;
  verifiedAt: string | null;
  weight: string | null;
  barcode: string | null;
  isDigital: boolean;
  dimensions: string | null;
  tags: string[];
}

type ApiProductDetail = z.infer<typeof productDetailSchema>['product'];

function toProductDetail(p: ApiProductDetail): ProductDetail {
  return {
    ...toProductSummary(p),
    description: p.description,
    images: p.images.filter((i) => i.image_url).map((i) => ({ src: i.image_url, alt: i.alt_text || p.product_name })),
    serialNumber: p.serial_number,
    shop: {
      id: p.shop.shop_id,
      name: p.shop.shop_name,
      slug: p.shop.shop_url_slug,
      type: p.shop.shop_type,
      description: p.shop.description,
      location: p.shop.location,
      country: p.shop.country,
      rating: p.shop.rating_average,
      reviews: p.shop.reviews,
      yearsOfExperience: p.shop.years_of_experience,
    },
    categories: p.categories,
    origin: p.origin,
    verifiedAt: p.verifiedAt,
    weight: p.weight,
    barcode: p.barcode,
    isDigital: p.is_digital,
    dimensions: p.dimensions,
    tags: p.tags,
  };
}

const productDetailPageSchema = productDetailSchema.transform((d) => toProductDetail(d.product));

export function fetchProductDetail(id: number): Promise<UpstreamResult<ProductDetail>> {
  return publicCall(api.product(id), productDetailPageSchema, CACHED_READ);
}
