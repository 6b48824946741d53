// The seller's own products (issue 32, point 3), read and written with the seller's token: the
// shop's list (search, state, page), one product, create (a draft), change, publish, unpublish,
// archive and delete. One product's page reads its photos with it (lib/upstream/seller-images.ts).
// The API answers only the seller's own shop; another shop's product is a 404.
import 'server-only';
import { z } from 'zod';
import type { Page } from '@/lib/domain/catalog';
import type { SellerProduct, SellerProductDetail, SellerProductListStatus, SellerProductStep } from '@/lib/domain/seller';
import { api } from '@/lib/routing/urls';
import {
  sellerProductChangeSchema,
  sellerProductCreateSchema,
  sellerProductDeletedSchema,
  sellerProductSchema as sellerProductAnswer,
} from '@/contract/api/seller-products';
import { userCall, type UpstreamResult } from './client';
import { pageSchema } from './page';
import { sellerPhotosSchema } from './seller-images';

/** The answer's fields the seller centre shows (its photos are read apart, on the product's own page). */
type SellerProductJson = Omit<z.output<typeof sellerProductAnswer>, 'images'>;

function toSellerProduct({
  product_id,
  product_name,
  description,
  base_price,
  stock,
  sku,
  status,
  serial_number,
  division,
  tags,
  origin,
  weight,
  dimensions,
  provenance,
  updated_at,
}: SellerProductJson): SellerProduct {
  return {
    id: product_id,
    name: product_name,
    description,
    price: base_price,
    stock,
    sku,
    status,
    serialNumber: serial_number,
    categoryId: division.subcategory.category.category_id,
    subcategoryId: division.subcategory.subcategory_id,
    divisionId: division.division_id,
    placement: [division.subcategory.category.name, division.subcategory.name, division.name].join(' / '),
    tags,
    origin,
    weight,
    dimensions,
    maker: provenance.maker,
    region: provenance.region,
    materials: provenance.materials,
    timeToMake: provenance.time_to_make,
    updatedAt: updated_at,
  };
}

const sellerProductSchema = sellerProductAnswer.transform(toSellerProduct);

const productPageSchema = pageSchema(sellerProductSchema);
const oneProductSchema = z.object({ product: sellerProductSchema }).transform(({ product }) => product);

/** The product's own page reads its photos too: on this answer they carry their ids, order and sizes. */
const productDetailSchema = z
  .object({ product: sellerProductAnswer.extend({ images: sellerPhotosSchema }) })
  .transform(({ product }): SellerProductDetail => ({ ...toSellerProduct(product), photos: product.images }));

export interface SellerProductQuery {
  page: number;
  q?: string;
  status?: SellerProductListStatus;
}

export function listSellerProducts(token: string, query: SellerProductQuery): Promise<UpstreamResult<Page<SellerProduct>>> {
  return userCall(token, api.sellerProducts, productPageSchema, {
    query: { page: query.page, q: query.q, status: query.status },
  });
}

export function getSellerProduct(token: string, id: number): Promise<UpstreamResult<SellerProductDetail>> {
  return userCall(token, api.sellerProduct(id), productDetailSchema);
}

export function createSellerProduct(token: string, input: z.input<typeof sellerProductCreateSchema>): Promise<UpstreamResult<SellerProduct>> {
  return userCall(token, api.sellerProducts, oneProductSchema, { method: 'POST', body: input });
}

export function updateSellerProduct(token: string, id: number, change: z.input<typeof sellerProductChangeSchema>): Promise<UpstreamResult<SellerProduct>> {
  return userCall(token, api.sellerProduct(id), oneProductSchema, { method: 'PATCH', body: change });
}

/** Publish, unpublish or archive: the product in its new state, or the API's 409 when the step does not apply. */
export function moveSellerProduct(token: string, id: number, step: SellerProductStep): Promise<UpstreamResult<SellerProduct>> {
  return userCall(token, api.sellerProductStep(id, step), oneProductSchema, { method: 'POST' });
}

/** A product never ordered is deleted; the API answers 409 for one that was (archive it instead). */
export function deleteSellerProduct(token: string, id: number): Promise<UpstreamResult<z.output<typeof sellerProductDeletedSchema>>> {
  return userCall(token, api.sellerProduct(id), sellerProductDeletedSchema, { method: 'DELETE' });
}
