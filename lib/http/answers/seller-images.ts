// A product's photos: each change (an upload, a removal, a new order) answers its message and the
// product's photos as they now stand, main first.
import * as z from 'zod/mini';
import type { SellerPhoto } from '@/lib/domain/seller';
import { id } from './common';

const size = () => z.nullable(id());

const photo = z.object({
  id: id(),
  url: z.string(),
  alt: z.string(),
  position: id(),
  width: size(),
  height: size(),
}) satisfies z.ZodMiniType<SellerPhoto>;

/** POST /api/seller/products/{id}/images, DELETE .../images/{imageId}, PUT .../images/order. */
export const sellerPhotosAnswer = z.object({ message: z.string(), photos: z.array(photo) });
