// A product's photos as its seller manages them (issue 32, point 3), with the seller's token: add
// one (the browser's file forwarded as multipart; the token never reaches the browser), remove one,
// and put them in a new order (the first is the main photo). Each call answers the product's
// photos after the change, main first. The API judges a file by its content (contract/rules/images.ts).
import 'server-only';
import { z } from 'zod';
import type { SellerPhoto } from '@/lib/domain/seller';
import { api } from '@/lib/routing/urls';
import { PRODUCT_IMAGE_FIELD, sellerImageOrderSchema, sellerProductImageSchema, sellerProductImagesSchema } from '@/contract/api/seller-images';
import { userCall, type UpstreamResult } from './client';

/** An upload carries up to 8 MB to the API, which decodes and re-encodes it: more time than a JSON call. */
export const UPLOAD_TIMEOUT_MS = 30_000;

export function toSellerPhoto(image: z.output<typeof sellerProductImageSchema>): SellerPhoto {
  return { id: image.id, url: image.image_url, alt: image.alt_text, position: image.position, width: image.width, height: image.height };
}

/** The photos in their order (the API answers them main first; sorted again so the order never depends on it). */
export const sellerPhotosSchema = z.array(sellerProductImageSchema).transform((images) => images.map(toSellerPhoto).sort((a, b) => a.position - b.position));

const photosAnswer = sellerProductImagesSchema.extend({ images: sellerPhotosSchema }).transform(({ images }) => images);

/** One file in the multipart field the API reads. */
export function uploadForm(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}

export function addSellerProductPhoto(token: string, productId: number, file: File): Promise<UpstreamResult<SellerPhoto[]>> {
  return userCall(token, api.sellerProductImages(productId), photosAnswer, {
    method: 'POST',
    body: uploadForm(PRODUCT_IMAGE_FIELD, file),
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function removeSellerProductPhoto(token: string, productId: number, imageId: number): Promise<UpstreamResult<SellerPhoto[]>> {
  return userCall(token, api.sellerProductImage(productId, imageId), photosAnswer, { method: 'DELETE' });
}

/** Every photo's id once, main first: the API answers 422 for a list that is not exactly the product's photos. */
export function orderSellerProductPhotos(token: string, productId: number, imageIds: number[]): Promise<UpstreamResult<SellerPhoto[]>> {
  const body = { image_ids: imageIds } satisfies z.input<typeof sellerImageOrderSchema>;
  return userCall(token, api.sellerProductImageOrder(productId), photosAnswer, { method: 'PUT', body });
}
